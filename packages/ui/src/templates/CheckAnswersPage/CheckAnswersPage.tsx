import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../../Button/Button';
import { cx } from '../../internal/class-names';
import { BackLink } from '../internal/BackLink';
import { PageAnnouncer } from '../internal/PageAnnouncer';
import { PageCaption } from '../internal/PageCaption';
import { PageHeading } from '../internal/PageHeading';
import * as styles from '../internal/page-template.css';
import {
  focusHeadingMessages,
  useFocusHeadingOnChange,
} from '../useFocusHeadingOnChange/useFocusHeadingOnChange';
import * as ownStyles from './CheckAnswersPage.css';

export const checkAnswersPageMessages = {
  heading: 'Check your answers',
  back: 'Back',
  declarationHeading: 'Now send your application',
  submit: 'Accept and send',
  stepAnnouncement: focusHeadingMessages.stepAnnouncement,
} as const;

export interface CheckAnswersPageProps extends Omit<ComponentPropsWithRef<'form'>, 'title'> {
  /** Default 'Check your answers'. */
  heading?: ReactNode;
  caption?: ReactNode;
  lead?: ReactNode;
  /** The answers: `SummaryCard`s (one per part of the flow) or one `SummaryList`. */
  children: ReactNode;
  /** The heading over the declaration. Default 'Now send your application'. */
  declarationHeading?: ReactNode;
  /** What the member agrees to by sending: paragraphs, or a required `Checkbox`. */
  declaration?: ReactNode;
  /** Default 'Accept and send'. */
  submitLabel?: string;
  submitBusy?: boolean;
  /** An `ErrorSummary` (an unticked declaration, a send that failed). */
  errorSummary?: ReactNode;
  /** The flow's `StepIndicator`, above the heading (a slot, as on `QuestionPage`). */
  stepIndicator?: ReactNode;
  /** How many steps the flow has: with it, the step is announced ('Step 4 of 4: …'). */
  stepCount?: number;
  currentStepIndex?: number;
  /** Moves focus to the heading when it changes. Default: the step's index. */
  stepKey?: unknown;
  focusHeadingOnMount?: boolean;
  backHref?: string;
  onBack?: MouseEventHandler<HTMLAnchorElement>;
  backLabel?: string;
  stepAnnouncement?: (step: number, total: number, heading: string) => string;
}

/**
 * Check your answers (GOV.UK's pattern): the flow's answers in summary cards with Change links,
 * then the declaration and the button that sends. The form holds only the declaration and the
 * button, so the Change links stay links. Rest props and `ref` go to the `<form>`.
 */
export function CheckAnswersPage({
  heading = checkAnswersPageMessages.heading,
  caption,
  lead,
  children,
  declarationHeading = checkAnswersPageMessages.declarationHeading,
  declaration,
  submitLabel = checkAnswersPageMessages.submit,
  submitBusy = false,
  errorSummary,
  stepIndicator,
  stepCount,
  currentStepIndex = 0,
  stepKey = currentStepIndex,
  focusHeadingOnMount = false,
  backHref,
  onBack,
  backLabel = checkAnswersPageMessages.back,
  stepAnnouncement = checkAnswersPageMessages.stepAnnouncement,
  className,
  ...rest
}: CheckAnswersPageProps) {
  const { headingRef, announcement } = useFocusHeadingOnChange(stepKey, {
    focusOnMount: focusHeadingOnMount,
    announcement: stepCount
      ? (text) => stepAnnouncement(currentStepIndex + 1, stepCount, text)
      : undefined,
  });
  const declarationHeadingId = `${useId()}-declaration`;

  return (
    <div className={styles.page}>
      {backHref ? (
        <BackLink href={backHref} onClick={onBack}>
          {backLabel}
        </BackLink>
      ) : null}
      {stepIndicator}
      {errorSummary}
      <div className={styles.header}>
        {caption ? <PageCaption>{caption}</PageCaption> : null}
        <PageHeading ref={headingRef}>{heading}</PageHeading>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={ownStyles.answers}>{children}</div>
      <form
        {...rest}
        aria-labelledby={declarationHeadingId}
        className={cx(styles.form, styles.formColumn, className)}
      >
        <h2 id={declarationHeadingId} className={ownStyles.declarationHeading}>
          {declarationHeading}
        </h2>
        {declaration ? <div className={ownStyles.declaration}>{declaration}</div> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={submitBusy}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <PageAnnouncer>{announcement}</PageAnnouncer>
    </div>
  );
}
