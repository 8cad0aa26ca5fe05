import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { planChoicePath } from '../../plans/plan-choice-query.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { enrollmentCopy as copy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { type EnrollmentPage, enrollmentPaths, inProgram, isPageOpen } from './enrollment-steps.js';

/**
 * Where a member who opens `page` should be instead, or null when they may stay: without a draft
 * only the first step opens, and only with a plan chosen (else the plan choice, where enrolling
 * starts); with one, no step past where the draft stands (a bookmark, a typed address, Forward).
 */
export function redirectOf(
  page: EnrollmentPage | 'START',
  flow: Pick<ReturnType<typeof useEnrollmentFlow>, 'draft' | 'planChoice' | 'programId'>,
): string | null {
  const { draft, planChoice, programId } = flow;
  if (draft) {
    if (page === 'START' || !isPageOpen(page, draft.strNextStep)) {
      return inProgram(enrollmentPaths[draft.strNextStep], programId);
    }
    return null;
  }
  if (planChoice?.strFlowType !== 'enroll') {
    return planChoicePath('plan-option', { programId });
  }
  return page === 'REASON' ? null : inProgram(enrollmentPaths.REASON, programId);
}

/**
 * Renders a step only once the draft is read and the step may be open; otherwise a loading line,
 * the service-unavailable banner, or a redirect to where the member should be.
 *
 * `hold` keeps the step shown whatever the draft says: a submit ends the draft (the submit hook
 * empties its cache) before the page has gone on to the confirmation, and without it the gate
 * would send the member back to the first step in between.
 */
export function EnrollmentStepGate({
  page,
  hold = false,
  children,
}: {
  page: EnrollmentPage | 'START';
  hold?: boolean;
  children?: ReactNode;
}) {
  const flow = useEnrollmentFlow();
  if (hold) return children;
  if (flow.draftFailed) return <ServiceUnavailableBanner withContactLink />;
  if (flow.draft === undefined) return <p role="status">{copy.loading}</p>;
  const target = redirectOf(page, flow);
  if (target) return <Navigate to={target} replace />;
  return children;
}
