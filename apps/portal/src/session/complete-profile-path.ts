import { enrollmentForwardCodePaths, isEnrollmentForwardCode } from '@portal/api/enrollment';
import { loginForwardCodes } from '@portal/api/protocol';
import { defaultRedirectPath } from '@portal/api/sign-in';

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
 * and 29 the address; 30 branch of service), always first; then, for a login code of enrolling
 * (11, 14 to 17, 19 to 21, 24 to 28, 34 to 36, 41; apps/server's README, 'Sign-in outcomes of
 * enrolling'), where that code says (/enrollment resumes a draft or starts from choosing a plan);
 * everyone else to the redirect target. A page the member asked for (a link followed while signed
 * out) wins over an enrolling code: the code only replaces the default landing, the dashboard.
 */
export function signedInDestination(forwardCode: number | null, redirectTarget: string): string {
  const completeProfile = completeProfilePathOf(forwardCode);
  if (completeProfile) return completeProfile;
  if (redirectTarget === defaultRedirectPath && isEnrollmentForwardCode(forwardCode)) {
    return enrollmentForwardCodePaths[forwardCode];
  }
  return redirectTarget;
}
