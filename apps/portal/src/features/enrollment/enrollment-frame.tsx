import { AlertBanner, Link, StepIndicator } from '@portal/ui';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { enrollmentCopy as copy } from './enrollment-copy.js';
import {
  type EnrollmentPage,
  enrollmentBasePath,
  enrollmentPaths,
  enrollmentStepIndicatorOf,
  inProgram,
  previousEnrollmentPageOf,
} from './enrollment-steps.js';

/**
 * The props of the kit's step templates (QuestionPage, CheckAnswersPage) for an enrollment page:
 * Back to the previous step (none on the first), the step indicator, and 'Step N of M' announced
 * with the heading as the page opens (each step is its own route).
 */
export function enrollmentFrameProps(page: EnrollmentPage, programId: string) {
  const { steps, currentIndex } = enrollmentStepIndicatorOf(page);
  const previous = previousEnrollmentPageOf(page);
  return {
    ...(previous ? { backHref: inProgram(enrollmentPaths[previous], programId) } : {}),
    backLabel: copy.back,
    stepIndicator: (
      <StepIndicator steps={steps} currentIndex={currentIndex} label={copy.stepIndicatorLabel} />
    ),
    stepCount: steps.length,
    currentStepIndex: currentIndex,
    stepAnnouncement: copy.stepAnnouncement,
    stepKey: page,
    focusHeadingOnMount: true,
  };
}

/**
 * A save or a submit that found no draft: it was sent in another tab, started again, or is older
 * than 30 days. Says so, with the way to start again. Mounted when it happens, so it is announced.
 */
export function DraftEndedBanner() {
  return (
    <AlertBanner status="ERROR">
      <p>{copy.draftEnded}</p>
      <p>
        <Link href={enrollmentBasePath}>{copy.startAgain}</Link>
      </p>
    </AlertBanner>
  );
}

/** Why a save did not go on, for a reason no field can show. */
export type EnrollmentProblem = 'draftEnded' | 'unavailable';

/**
 * The banner of a problem (above a step's error summary, or on the check page); mounted when it
 * arrives, so announced. Here, not beside the form frame: the check page has no form and must not
 * download the form kit.
 */
export function EnrollmentProblemBanner({ problem }: { problem: EnrollmentProblem | null }) {
  if (problem === 'draftEnded') return <DraftEndedBanner />;
  if (problem === 'unavailable') return <ServiceUnavailableBanner withContactLink />;
  return null;
}
