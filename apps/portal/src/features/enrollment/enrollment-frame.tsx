import { AlertBanner, Link, StepIndicator } from '@portal/ui';
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
