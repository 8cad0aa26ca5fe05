import type { StepSaveOutcome } from '@portal/api/swr';
import type { EnrollingAs } from '@portal/forms/code-lists';
import { AlertBanner, Link, StepIndicator } from '@portal/ui';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { accountCreationCopy as copy } from './account-creation-copy.js';
import {
  type FlowPage,
  flowPaths,
  previousPageOf,
  stepIndicatorOf,
} from './account-creation-steps.js';

/**
 * Where a step page stands in its flow, handed to a step from outside so the same step serves a
 * visitor's account creation and a signed-in member completing their profile: its Back link
 * (none on a first page), the step indicator, and the position the template announces.
 */
export type StepFrame = {
  backHref: string | undefined;
  stepIndicator: ReactNode;
  stepCount: number;
  currentStepIndex: number;
  /**
   * Focus the heading and announce the step as the page shows: when the member arrived from
   * another step or page, not when the address was loaded (focus then starts at the top, before
   * the skip link, as on any page). Default true.
   */
  focusOnArrival?: boolean;
};

/** The frame of `page` in a visitor's account creation, for the member's kind of enrollment. */
export function accountCreationFrame(
  page: FlowPage,
  enrollingAs: EnrollingAs | null | undefined,
  focusOnArrival: boolean,
): StepFrame {
  const { steps, currentIndex } = stepIndicatorOf(page, enrollingAs);
  const previous = previousPageOf(page, enrollingAs);
  return {
    backHref: previous ? flowPaths[previous] : undefined,
    stepIndicator: (
      <StepIndicator steps={steps} currentIndex={currentIndex} label={copy.stepIndicatorLabel} />
    ),
    stepCount: steps.length,
    currentStepIndex: currentIndex,
    focusOnArrival,
  };
}

/** The props of the kit's step templates (QuestionPage, CheckAnswersPage) that a frame sets. */
export function stepTemplateFrameProps(frame: StepFrame) {
  return {
    ...(frame.backHref ? { backHref: frame.backHref } : {}),
    stepIndicator: frame.stepIndicator,
    stepCount: frame.stepCount,
    currentStepIndex: frame.currentStepIndex,
    // Each step is its own route: focus its heading and announce it on arrival.
    focusHeadingOnMount: frame.focusOnArrival ?? true,
  };
}

/** A save that did not go through, for a reason no field can show. */
export type SaveProblem = Exclude<StepSaveOutcome, { kind: 'saved' } | { kind: 'refused' }>['kind'];

/**
 * Why a save did not go on, above the heading: no application any more (with the way to start
 * again), too many tries, or the service unavailable. Mounted when the problem arrives, so the
 * alert is announced.
 */
export function SaveProblemBanner({ problem }: { problem: SaveProblem | null }) {
  const message = useErrorMessage();
  switch (problem) {
    case 'noDraft':
      return (
        <AlertBanner status="ERROR">
          <p>{message('accountDraftNotFound')}</p>
          <p>
            <Link href={flowPaths.GET_STARTED}>{copy.startAgainLink}</Link>
          </p>
        </AlertBanner>
      );
    case 'tooManyRequests':
      return (
        <AlertBanner status="ERROR">
          <p>{copy.tooManyRequests}</p>
        </AlertBanner>
      );
    case 'unavailable':
      return <ServiceUnavailableBanner withContactLink />;
    default:
      return null;
  }
}
