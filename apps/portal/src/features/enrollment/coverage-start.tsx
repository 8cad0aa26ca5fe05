import type { CalculateEffectiveDatesResponse } from '@portal/api/enrollment';
import type { EnrollmentOutcome } from '@portal/api/swr';
import { customerCarePhone, isErrorMessageKey } from '@portal/forms/catalogue';
import { sendByDate } from '@portal/forms/plans';
import type { BoundValueProps } from '@portal/forms/react';
import { AlertBanner, RadioGroup } from '@portal/ui';
import { useId } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { longDate } from '../../plans/long-date.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/form-page.css.js';
import { reasonCopy as copy } from './reason-copy.js';

export type EffectiveDates = NonNullable<CalculateEffectiveDatesResponse['strReturnObject']>;

/** What the step knows about when coverage starts. */
export type CoverageStartState =
  | { kind: 'waiting'; forHireDate: boolean }
  | { kind: 'loading' }
  | { kind: 'answered'; outcome: EnrollmentOutcome<EffectiveDates> };

/** The refusal's field and catalogue key (the service names one field), when refused. */
export function refusalOf(
  outcome: EnrollmentOutcome<EffectiveDates>,
): { field: string; key: string } | null {
  if (outcome.kind !== 'refused') return null;
  const [field, key] = Object.entries(outcome.fieldErrors)[0] ?? ['reason', 'pattern'];
  return { field, key };
}

/**
 * 'When your coverage starts' (calculateEffectiveDates): the date the service works out for the
 * reason and plan year, or, where it allows a choice, the dates to choose from; a refusal in the
 * catalogue's words ('No pay periods remain for current plan year.'), in an alert banner mounted
 * when it arrives, so it is announced. The section's own line is a polite live region, so the
 * date is read out when it changes with the reason. The form's `effectiveDate` id names the
 * choice, or the section when there is none, so the error summary links to what is refused.
 */
export function CoverageStart({
  state,
  titled,
  planYear,
  choice,
}: {
  state: CoverageStartState;
  /** The plan year of the plan being enrolled in, which the dates must fall in. */
  planYear: string;
  /** Give the section its own heading: false where the page's heading already says it. */
  titled: boolean;
  /** The chosen date's binding (the form's `effectiveDate`), with the date chosen now. */
  choice: BoundValueProps<string>;
}) {
  const message = useErrorMessage();
  const headingId = useId();
  const outcome = state.kind === 'answered' ? state.outcome : null;
  const dates = outcome?.kind === 'ok' ? outcome.value : null;
  const choices = dates?.liEffDateChoices ?? [];
  const refusal = outcome ? refusalOf(outcome) : null;
  const refusalText =
    refusal && isErrorMessageKey(refusal.key)
      ? message(refusal.key)
      : outcome?.kind === 'refused'
        ? (outcome.message ?? message('pattern'))
        : null;

  let line = '';
  if (state.kind === 'waiting') {
    line = state.forHireDate ? copy.coverageWaitingForHireDate : copy.coverageWaiting;
  } else if (state.kind === 'loading') {
    line = copy.coverageWorkingOut;
  } else if (dates?.dtEffDate && choices.length <= 1) {
    line = copy.coverageStarts(longDate(dates.dtEffDate));
  }

  return (
    <section
      id={choices.length > 1 ? undefined : choice.id}
      tabIndex={choices.length > 1 ? undefined : -1}
      {...(titled ? { 'aria-labelledby': headingId } : { 'aria-label': copy.coverageHeading })}
    >
      {titled ? (
        <h2 id={headingId} className={styles.subheading}>
          {copy.coverageHeading}
        </h2>
      ) : null}
      <div role="status">
        {line ? <p>{line}</p> : null}
        {dates?.dtEnrollBy ? <p>{enrollByLine(dates.dtEffDate, dates.dtEnrollBy)}</p> : null}
      </div>
      {choices.length > 1 ? (
        <RadioGroup
          legend={copy.coverageChoiceLegend}
          hint={copy.coverageChoiceHint}
          {...choice}
          options={choices.map((date) => ({ value: date, label: longDate(date) }))}
          required
        />
      ) : null}
      {refusalText ? (
        <AlertBanner status="ERROR">
          <p>{refusalText}</p>
          {refusal?.field === 'payYear' ? (
            <p>{copy.otherPlanYear(planYear, customerCarePhone())}</p>
          ) : null}
        </AlertBanner>
      ) : null}
      {outcome && outcome.kind !== 'ok' && outcome.kind !== 'refused' ? (
        <ServiceUnavailableBanner withContactLink />
      ) : null}
    </section>
  );
}

/** Until when to send the enrollment, and for a long window, by when for this start date. */
function enrollByLine(effectiveDate: string | null, enrollBy: string): string {
  const sendBy = effectiveDate ? sendByDate(effectiveDate, enrollBy) : enrollBy;
  return sendBy === enrollBy
    ? copy.enrollBy(longDate(enrollBy))
    : copy.enrollUntil(longDate(sendBy), longDate(enrollBy));
}
