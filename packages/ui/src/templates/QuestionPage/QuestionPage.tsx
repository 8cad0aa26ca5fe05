import type { ComponentPropsWithRef, MouseEventHandler, ReactNode } from 'react';
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

export const questionPageMessages = {
  back: 'Back',
  continue: 'Continue',
  stepAnnouncement: focusHeadingMessages.stepAnnouncement,
} as const;

export interface QuestionPageProps extends Omit<ComponentPropsWithRef<'form'>, 'title'> {
  /** The question or the group's name ('Your details'): the page's `<h1>`. */
  heading: ReactNode;
  /** The part of the service above the heading ('Enrollment'). */
  caption?: ReactNode;
  /** One line under the heading: what to have ready, why it is asked. */
  lead?: ReactNode;
  /**
   * Put the heading inside the `<legend>` of a `<fieldset>` holding the fields (GOV.UK's 'legend
   * as page heading'): for a page whose fields are one group (an address, a date). Leave it off
   * when the fields are a `RadioGroup` or `DateInput`, which are fieldsets with their own legend.
   */
  headingIsLegend?: boolean;
  /**
   * The flow's `StepIndicator` (`<StepIndicator steps={steps} currentIndex={index} />`), shown
   * above the heading. A slot rather than built in, so a page outside a flow does not download it.
   */
  stepIndicator?: ReactNode;
  /** How many steps the flow has: with it, a step change is announced as 'Step 2 of 4: …'. */
  stepCount?: number;
  /** The current step, from 0. */
  currentStepIndex?: number;
  /**
   * What moves focus to the heading and announces the step when it changes. Default: the current
   * step's index, so a flow that shows its steps in one page needs nothing more.
   */
  stepKey?: unknown;
  /** Focus and announce on mount too: for a flow whose steps are separate routes. */
  focusHeadingOnMount?: boolean;
  /** Where Back goes: the previous step. Without it there is no Back link. */
  backHref?: string;
  /** For a flow that changes step in state: called on Back (call `preventDefault` to stay). */
  onBack?: MouseEventHandler<HTMLAnchorElement>;
  backLabel?: string;
  continueLabel?: string;
  /** A submit in flight: the button shows busy and ignores clicks. */
  continueBusy?: boolean;
  /**
   * Continue cannot be used yet: a prerendered page until its script runs, where a click would
   * submit the form natively and put its answers in the address.
   */
  continueDisabled?: boolean;
  /** An `ErrorSummary`, shown above the heading after a failed Continue. It focuses itself. */
  errorSummary?: ReactNode;
  /** Further actions after Continue ('Save and come back later'). */
  secondaryActions?: ReactNode;
  /** Formats the announcement ('Step 2 of 4: Your details'). */
  stepAnnouncement?: (step: number, total: number, heading: string) => string;
  /** The fields: one group of them. */
  children: ReactNode;
}

/**
 * A question page (GOV.UK's pattern): one group of fields, a heading that names them, a step
 * indicator, Back and Continue, and the error summary's place. Rest props and `ref` go to the
 * `<form>` (`onSubmit`, `noValidate`, `action`...): the app's form binding owns submission and
 * validation. When the step changes, focus moves to the heading and a polite live region says
 * 'Step 2 of 4: Your details'.
 */
export function QuestionPage({
  heading,
  caption,
  lead,
  headingIsLegend = false,
  stepIndicator,
  stepCount,
  currentStepIndex = 0,
  stepKey = currentStepIndex,
  focusHeadingOnMount = false,
  backHref,
  onBack,
  backLabel = questionPageMessages.back,
  continueLabel = questionPageMessages.continue,
  continueBusy = false,
  continueDisabled = false,
  errorSummary,
  secondaryActions,
  stepAnnouncement = questionPageMessages.stepAnnouncement,
  children,
  className,
  ...rest
}: QuestionPageProps) {
  const { headingRef, announcement } = useFocusHeadingOnChange(stepKey, {
    focusOnMount: focusHeadingOnMount,
    announcement: stepCount
      ? (text) => stepAnnouncement(currentStepIndex + 1, stepCount, text)
      : undefined,
  });

  const captionAndHeading = (
    <>
      {caption ? <PageCaption>{caption}</PageCaption> : null}
      <PageHeading ref={headingRef}>{heading}</PageHeading>
    </>
  );

  return (
    <div className={cx(styles.page, styles.formColumn)}>
      {backHref ? (
        <BackLink href={backHref} onClick={onBack}>
          {backLabel}
        </BackLink>
      ) : null}
      {stepIndicator}
      {errorSummary}
      <form {...rest} className={cx(styles.form, className)}>
        {headingIsLegend ? (
          <fieldset className={styles.fieldset}>
            <legend className={cx(styles.legend, styles.header)}>{captionAndHeading}</legend>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
            {children}
          </fieldset>
        ) : (
          <>
            <div className={styles.header}>{captionAndHeading}</div>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
            {children}
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={continueBusy} disabled={continueDisabled}>
            {continueLabel}
          </Button>
          {secondaryActions}
        </div>
      </form>
      <PageAnnouncer>{announcement}</PageAnnouncer>
    </div>
  );
}
