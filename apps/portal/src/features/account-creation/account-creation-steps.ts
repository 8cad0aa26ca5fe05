import type { AccountCreationStep } from '@portal/api/account-creation';
import type { EnrollingAs } from '@portal/forms/code-lists';
import type { StepIndicatorStep } from '@portal/ui';

/**
 * The pages of account creation (spec section 2: account-creation with get-started, personal-info
 * with flow=direct, branch-of-service, address-dvc with flow=reEnroll or the starting origin;
 * issue 19 adds credentials and check-your-answers), in the order a member meets them. A step the
 * draft saves is named by the service's step code; credentials and the check page are the
 * browser's (a password is never kept in a draft).
 */
export type FlowPage =
  | AccountCreationStep
  /** Check your answers, then Create account. */
  | 'CHECK';

/**
 * Where each page lives. Personal info carries the spec's flow=direct; the address step carries
 * the flow it was started from (spec section 3's payment flows name this one AccountCreation),
 * which a signed-in member's re-enrollment sends as reEnroll.
 */
export const flowPaths: Record<FlowPage, string> = {
  GET_STARTED: '/account-creation/get-started',
  PERSONAL_INFO: '/account-creation/personal-info?flow=direct',
  BRANCH_OF_SERVICE: '/account-creation/branch-of-service',
  ADDRESS: '/account-creation/address-dvc?flow=AccountCreation',
  CREDENTIALS: '/account-creation/credentials',
  CHECK: '/account-creation/check-your-answers',
};

/**
 * Where a member lands once their account is made and they are signed in: the member's home, as
 * after a sign-in (spec section 4).
 */
export const afterCreationPath = '/dashboard';

const stepLabels: Record<FlowPage, string> = {
  GET_STARTED: 'Get started',
  PERSONAL_INFO: 'About you',
  BRANCH_OF_SERVICE: 'Service',
  ADDRESS: 'Address',
  CREDENTIALS: 'Sign-in details',
  CHECK: 'Check answers',
};

/** The name a step goes by (the step indicator's, and the resume offer's). */
export function stepLabelOf(page: FlowPage): string {
  return stepLabels[page];
}

/** Military members and a sponsor's family members take the branch-of-service step. */
export function takesBranchOfService(enrollingAs: EnrollingAs | null | undefined): boolean {
  return enrollingAs === 'M' || enrollingAs === 'FMM';
}

/** The pages of this member's flow: branch of service only on the uniformed paths. */
export function flowPagesFor(enrollingAs: EnrollingAs | null | undefined): FlowPage[] {
  return [
    'GET_STARTED',
    'PERSONAL_INFO',
    ...(takesBranchOfService(enrollingAs) ? (['BRANCH_OF_SERVICE'] as const) : []),
    'ADDRESS',
    'CREDENTIALS',
    'CHECK',
  ];
}

/** The step indicator's steps and where `page` stands among them. */
export function stepIndicatorOf(page: FlowPage, enrollingAs: EnrollingAs | null | undefined) {
  const pages = flowPagesFor(enrollingAs);
  const steps: StepIndicatorStep[] = pages.map((id) => ({ id, label: stepLabels[id] }));
  return { steps, currentIndex: Math.max(0, pages.indexOf(page)) };
}

/** The page before `page` in this member's flow (Back), or null on the first. */
export function previousPageOf(
  page: FlowPage,
  enrollingAs: EnrollingAs | null | undefined,
): FlowPage | null {
  const pages = flowPagesFor(enrollingAs);
  const index = pages.indexOf(page);
  return index > 0 ? (pages[index - 1] ?? null) : null;
}

/**
 * Where a save leads: the step the service says comes next, except that once every saved step is
 * done (next is CREDENTIALS) and the sign-in details are already typed, a member who came back to
 * change an answer returns to the check page.
 */
export function pageAfterSave(next: AccountCreationStep, hasCredentials: boolean): FlowPage {
  return next === 'CREDENTIALS' && hasCredentials ? 'CHECK' : next;
}

/** The pathname of a flow page, without its query (to compare with the router's location). */
export function pathnameOf(page: FlowPage): string {
  return flowPaths[page].split('?')[0] ?? flowPaths[page];
}
