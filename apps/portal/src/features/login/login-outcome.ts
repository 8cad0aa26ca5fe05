import { type LoginResponse, loginForwardCodes, returnCodes, type User } from '@portal/api';
import { invalidSignInOutcome } from '@portal/forms';

/** What the login screen does with an answer (spec section 4 'Login outcome by return code'). */
export type LoginOutcome =
  | { kind: 'signedIn'; user: User }
  | { kind: 'twoStep'; user: User }
  | { kind: 'locked' }
  | { kind: 'wrongProgram'; signInUrl: string | null }
  | { kind: 'invalidCredentials' }
  | { kind: 'multipleAttempts' }
  | { kind: 'needHelp' }
  | { kind: 'serviceUnavailable' };

/**
 * @param countInvalid called once for an answer that counts as an invalid sign-in; returns the
 * count including this one.
 */
export function interpretLoginAnswer(
  answer: LoginResponse,
  countInvalid: () => number,
): LoginOutcome {
  const { returnCode, forwardCode, strReturnObject } = answer;

  if (returnCode === returnCodes.accountLock || forwardCode === loginForwardCodes.accountLockout) {
    return { kind: 'locked' };
  }
  if (returnCode === returnCodes.notFound || returnCode === returnCodes.invalidRequest) {
    if (forwardCode === loginForwardCodes.anotherProgramAccount) {
      return { kind: 'wrongProgram', signInUrl: strReturnObject?.strSignInUrl ?? null };
    }
    // Spec section 9: counts 3 to 5 show the multiple-attempts message; above 5, need help.
    return { kind: invalidSignInOutcome(countInvalid()) };
  }
  const user = strReturnObject?.objuservo;
  if (returnCode === returnCodes.success && user) {
    return forwardCode === loginForwardCodes.twoFA
      ? { kind: 'twoStep', user }
      : { kind: 'signedIn', user };
  }
  return { kind: 'serviceUnavailable' };
}
