import { loginForwardCodes, returnCodes } from '@portal/api/protocol';
import type { LoginResponse, SessionSettings, TwoStepStart, User } from '@portal/api/sign-in';
import { invalidSignInOutcome } from '@portal/forms/rules';

/** What the login screen does with an answer (spec section 4 'Login outcome by return code'). */
export type LoginOutcome =
  | {
      kind: 'signedIn';
      user: User;
      settings: SessionSettings | null;
      profileCompletion: LoginProfileCompletion;
      /** 31, or the login code of what the member must complete first (18, 22, 23, 29, 30). */
      forwardCode: number | null;
    }
  | { kind: 'twoStep'; start: TwoStepStart; settings: SessionSettings | null }
  /** Forward code 1: the login security question comes first. */
  | { kind: 'securityCheck'; memberId: string | null }
  /** Forward code 4: the member must locate their account. */
  | { kind: 'locateAccount'; memberId: string | null }
  | { kind: 'locked' }
  | { kind: 'wrongProgram'; signInUrl: string | null }
  | { kind: 'invalidCredentials'; count: number }
  | { kind: 'multipleAttempts'; count: number }
  | { kind: 'needHelp'; count: number }
  /** Internal server error (and anything unreadable): the service-unavailable message. */
  | { kind: 'serviceUnavailable' }
  /** Service unavailable (503): the archival-account page. */
  | { kind: 'archivalAccount' };

type LoginProfileCompletion = NonNullable<
  NonNullable<LoginResponse['strReturnObject']>['objProfileCompletion']
> | null;

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
    const count = countInvalid();
    return { kind: invalidSignInOutcome(count), count };
  }
  if (returnCode === returnCodes.unavailable) return { kind: 'archivalAccount' };
  if (returnCode !== returnCodes.success) return { kind: 'serviceUnavailable' };

  // Success: branch on the forward code.
  const user = strReturnObject?.objuservo;
  const settings = strReturnObject?.objSessionSettings ?? null;
  const memberId = user?.strMember_Id ?? null;
  switch (forwardCode) {
    case loginForwardCodes.twoFA:
      return strReturnObject?.objTwoStep
        ? { kind: 'twoStep', start: strReturnObject.objTwoStep, settings }
        : { kind: 'serviceUnavailable' };
    case loginForwardCodes.securityCheck:
      return { kind: 'securityCheck', memberId };
    case loginForwardCodes.locateAccount:
      return { kind: 'locateAccount', memberId };
  }
  // Showdashboard, or a login code of an incomplete profile (18, 22, 23, 29, 30): signed in
  // either way, with a session; the code says where to go (session/complete-profile-path.ts).
  return user
    ? {
        kind: 'signedIn',
        user,
        settings,
        profileCompletion: strReturnObject?.objProfileCompletion ?? null,
        forwardCode: forwardCode ?? null,
      }
    : { kind: 'serviceUnavailable' };
}
