import type { EnrollmentStep } from '@portal/api/enrollment';
import type { StepIndicatorStep } from '@portal/ui';

/**
 * The pages of enrolling (spec section 2 names the route /enrollment; issue 21 its steps), in the
 * order a member meets them. Each saved step is named by the service's step code (the draft's
 * strNextStep says where to resume); REVIEW is the check page, whose Accept and send submits.
 */
export type EnrollmentPage = EnrollmentStep;

export const enrollmentBasePath = '/enrollment';

/** Where each page lives: a route of its own under /enrollment, so a reload stays on it. */
export const enrollmentPaths: Record<EnrollmentPage, string> = {
  REASON: '/enrollment/why-and-when',
  FAMILY: '/enrollment/who-is-covered',
  PAYMENT: '/enrollment/how-to-pay',
  AGREEMENTS: '/enrollment/agreements',
  REVIEW: '/enrollment/check-your-answers',
};

/** The confirmation of a submitted enrollment (read again after a reload by its id). */
export function enrollmentConfirmationPath(enrollmentId: string): string {
  return `/enrollment/confirmation/${encodeURIComponent(enrollmentId)}`;
}

const stepLabels: Record<EnrollmentPage, string> = {
  REASON: 'Why and when',
  FAMILY: 'Who is covered',
  PAYMENT: 'How to pay',
  AGREEMENTS: 'Agreements',
  REVIEW: 'Check answers',
};

export const enrollmentPages: readonly EnrollmentPage[] = [
  'REASON',
  'FAMILY',
  'PAYMENT',
  'AGREEMENTS',
  'REVIEW',
];

/** The name a step goes by (the step indicator's, and the resume offer's). */
export function enrollmentStepLabelOf(page: EnrollmentPage): string {
  return stepLabels[page];
}

/** The step indicator's steps and where `page` stands among them. */
export function enrollmentStepIndicatorOf(page: EnrollmentPage) {
  const steps: StepIndicatorStep[] = enrollmentPages.map((id) => ({ id, label: stepLabels[id] }));
  return { steps, currentIndex: Math.max(0, enrollmentPages.indexOf(page)) };
}

/** The page before `page` (Back), or null on the first. */
export function previousEnrollmentPageOf(page: EnrollmentPage): EnrollmentPage | null {
  const index = enrollmentPages.indexOf(page);
  return index > 0 ? (enrollmentPages[index - 1] ?? null) : null;
}

/**
 * Whether the draft lets the member open `page`: a step after the draft's next step has nothing
 * saved before it, so it sends the member back to where the draft stands (the service refuses such
 * a save too).
 */
export function isPageOpen(page: EnrollmentPage, nextStep: EnrollmentStep): boolean {
  return enrollmentPages.indexOf(page) <= enrollmentPages.indexOf(nextStep);
}

/**
 * A flow path for a program: legal plans (the default) need no query; another program carries
 * `progId`, as the plan choice pages do, so a reload or a link stays in its program.
 */
export function inProgram(path: string, programId: string): string {
  if (programId === 'LAW') return path;
  return `${path}${path.includes('?') ? '&' : '?'}progId=${encodeURIComponent(programId)}`;
}
