import type { EmploymentStatus } from '../code-lists/employment.js';
import { MULTIPLE_ATTEMPTS_FROM, NEED_HELP_ABOVE } from '../limits.js';

/**
 * Spec sections 4 and 9: what the login page shows after an invalid sign-in, by the count of
 * invalid attempts including this one: 1-2 the invalid-credentials banner, 3-5 the
 * multiple-attempts banner, above 5 the need-help (find your account) flow.
 */
export function invalidSignInOutcome(
  invalidAttempts: number,
): 'invalidCredentials' | 'multipleAttempts' | 'needHelp' {
  if (invalidAttempts > NEED_HELP_ABOVE) return 'needHelp';
  return invalidAttempts >= MULTIPLE_ATTEMPTS_FROM ? 'multipleAttempts' : 'invalidCredentials';
}

/** The insert marker (record status I) that flags a contact method or address to review. */
export const PENDING_ACTION_MARKER = 'I';

/**
 * Spec section 4: a logged-in member has a pending action (the red dot on the alerts bell) when the
 * work email, other email, residence address or mailing address carries the insert marker.
 */
export function hasPendingAction({
  isLoggedIn,
  workEmailIndicator,
  otherEmailIndicator,
  addressInvalidFlag,
  mailAddressInvalidFlag,
}: {
  isLoggedIn: boolean;
  workEmailIndicator?: string | null;
  otherEmailIndicator?: string | null;
  addressInvalidFlag?: string | null;
  mailAddressInvalidFlag?: string | null;
}): boolean {
  return (
    isLoggedIn &&
    [workEmailIndicator, otherEmailIndicator, addressInvalidFlag, mailAddressInvalidFlag].includes(
      PENDING_ACTION_MARKER,
    )
  );
}

/**
 * Spec section 4: what the bank dashboard offers for a bank record. Status N with delete flag Y can
 * be deleted; E not flagged for delete is "In use"; FE is "Pending Use"; anything else shows
 * nothing. Spec section 2: a bank in use for a plan cannot be deleted.
 */
export function bankRecordState({
  statusFlag,
  deleteFlag,
}: {
  statusFlag: string;
  deleteFlag: string;
}): 'deletable' | 'inUse' | 'pendingUse' | 'none' {
  if (statusFlag === 'N' && deleteFlag === 'Y') return 'deletable';
  if (statusFlag === 'E' && deleteFlag !== 'Y') return 'inUse';
  if (statusFlag === 'FE') return 'pendingUse';
  return 'none';
}

/**
 * Spec section 4: logging out directly is allowed only when the profile, sponsor profile, sponsor
 * FGRRPN and sponsor branch-of-service steps are all complete; otherwise the incomplete-profile
 * dialog asks first.
 */
export function canLogOutDirectly(completion: {
  profile: boolean;
  sponsorProfile: boolean;
  sponsorFgrrpn: boolean;
  sponsorBranchOfService: boolean;
}): boolean {
  return (
    completion.profile &&
    completion.sponsorProfile &&
    completion.sponsorFgrrpn &&
    completion.sponsorBranchOfService
  );
}

/**
 * Spec section 4: where editing or managing an affiliation starts. Civilian statuses (codes other
 * than three characters) go to the federal affiliation step; uniformed statuses go to the uniformed
 * affiliation step when one program is involved, otherwise to branch of service.
 */
export function eligibilityStartStep({
  employmentStatus,
  programCount,
}: {
  employmentStatus: EmploymentStatus | string;
  programCount: number;
}): 'federal-affiliation' | 'uniformed-aff' | 'branch-of-service' {
  if (employmentStatus.length !== 3) return 'federal-affiliation';
  return programCount === 1 ? 'uniformed-aff' : 'branch-of-service';
}
