import { loginForwardCodes } from '@portal/api/protocol';

/*
 * Where a member signed in with an incomplete profile goes (issue 19; spec section 4's login
 * codes): the account-creation step that completes what is missing, opened for a signed-in member
 * (it loads with continueFromCompleteProfile and saves to the member's account, not a draft).
 * The address step carries flow=reEnroll, the spec's origin for a member coming back to it.
 */
const addressStep = '/account-creation/address-dvc?flow=reEnroll';

const pathByForwardCode: Readonly<Record<number, string>> = {
  [loginForwardCodes.ssnMandatory]: '/account-creation/personal-info',
  [loginForwardCodes.addressZipInvalid]: addressStep,
  [loginForwardCodes.mailZipInvalid]: addressStep,
  [loginForwardCodes.needAddress]: addressStep,
  [loginForwardCodes.needSponsorInfo]: '/account-creation/branch-of-service',
};

/** The step of a login code of an incomplete profile, or null for any other code (31...). */
export function completeProfilePathOf(forwardCode: number | null | undefined): string | null {
  return forwardCode == null ? null : (pathByForwardCode[forwardCode] ?? null);
}

/** The step of an account-creation step name (continueFromCompleteProfile's strNextStep). */
export function completeProfilePathOfStep(
  step: 'PERSONAL_INFO' | 'BRANCH_OF_SERVICE' | 'ADDRESS' | null,
): string | null {
  switch (step) {
    case 'PERSONAL_INFO':
      return pathByForwardCode[loginForwardCodes.ssnMandatory] ?? null;
    case 'BRANCH_OF_SERVICE':
      return pathByForwardCode[loginForwardCodes.needSponsorInfo] ?? null;
    case 'ADDRESS':
      return addressStep;
    case null:
      return null;
  }
}

/**
 * Where a member goes once signed in (by the password, the second step or the security question):
 * a member whose profile is incomplete to the step that completes it (18 personal info; 22, 23
 * and 29 the address; 30 branch of service), everyone else to the redirect target.
 */
export function signedInDestination(forwardCode: number | null, redirectTarget: string): string {
  return completeProfilePathOf(forwardCode) ?? redirectTarget;
}
