import { reasonVoOf } from '@portal/api/enrollment';
import { useCheckCoverageDate, useEffectiveDates } from '@portal/api/swr';
import { customerCarePhone } from '@portal/forms/catalogue';
import { easternDateOf, isIsoDate } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { hireDateProblem } from '@portal/forms/rules';
import {
  createEnrollmentReasonSchema,
  type EnrollmentReason,
  type EnrollmentReasonForm,
} from '@portal/forms/schemas';
import { AlertBanner, RadioGroup, type RadioOption } from '@portal/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { longDate } from '../../plans/long-date.js';
import { CoverageStart, type CoverageStartState } from './coverage-start.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { EnrollmentQuestionPage } from './enrollment-question-page.js';
import { reasonCopy as copy } from './reason-copy.js';
import { type HireStanding, needsHireDate, type SeasonFlags } from './reason-options.js';
import { useEnrollmentStepSave } from './use-enrollment-step-save.js';

// Asked only of a member without a hire date on file, or enrolling belated: loaded then.
const hireFields = () => import('./reason-hire-fields.js');
const HireDateField = lazy(async () => ({ default: (await hireFields()).HireDateField }));
const BelatedReasonField = lazy(async () => ({ default: (await hireFields()).BelatedReasonField }));

type Plan = { planId: string; payYear: string; name: string | null };

/** Where the page shows a refusal of `field`: the field asked, else the question it belongs to. */
function shownFieldErrors(
  errors: Record<string, string>,
  shown: { reason: boolean; hireDate: boolean },
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    const target =
      (field === 'hireDate' && shown.hireDate) ||
      field === 'belatedReason' ||
      field === 'effectiveDate'
        ? field
        : shown.reason
          ? 'reason'
          : 'effectiveDate';
    placed[target] ??= key;
  }
  return placed;
}

/**
 * The 'Why and when' form: the reason (only those open to the member), the hire date when none is
 * on file, why a belated enrollment is belated, and when coverage starts, as the service works it
 * out for the reason and the plan's year (with a choice of dates where it allows one). Continue
 * checks a chosen date (validateCoverageDate) and saves the step; every refusal is the catalogue's
 * text on its field and in the error summary.
 */
export function ReasonForm({
  reasons,
  asksWhy,
  hire,
  season,
  plan,
}: {
  reasons: readonly EnrollmentReason[];
  /** False for a member who enrolls any day: no reason is asked, only when coverage starts. */
  asksWhy: boolean;
  hire: HireStanding | null;
  season: SeasonFlags | null;
  plan: Plan;
}) {
  const flow = useEnrollmentFlow();
  const message = useErrorMessage();
  const today = easternDateOf(new Date());
  const hireDateOnFile = hire?.onFile ?? null;
  const schema = useMemo(
    () => createEnrollmentReasonSchema({ today, hireDateOnFile }),
    [today, hireDateOnFile],
  );
  const saved = flow.draft?.objReason ?? null;
  const form = useSchemaForm({
    schema,
    // '' is a choice not made yet; effectiveDate is the chosen coverage date, outside the schema.
    defaultValues: {
      reason:
        saved && reasons.includes(saved.strEnrlType)
          ? saved.strEnrlType
          : reasons.length === 1
            ? reasons[0]
            : '',
      hireDate: hireDateOnFile ? '' : (saved?.dtHireDate ?? ''),
      belatedReason: saved?.strBelatedReason ?? '',
      effectiveDate: saved?.dtEffDate ?? '',
    } as never,
  });
  // A member who may be asked them gets the hire-date fields while reading the page.
  const mayAskHireFields =
    reasons.includes('belated') || (!hireDateOnFile && reasons.includes('newHire'));
  useEffect(() => {
    if (mayAskHireFields) void hireFields();
  }, [mayAskHireFields]);

  const reason = String(form.form.watch('reason') ?? '');
  const typedHireDate = String(form.form.watch('hireDate') ?? '');
  const picked = String(form.form.watch('effectiveDate' as never) ?? '');
  const asksHireDate = needsHireDate(reason) && !hireDateOnFile;
  const shown = { reason: asksWhy, hireDate: asksHireDate };

  const [datesUnavailable, setDatesUnavailable] = useState(false);
  const { problem, save } = useEnrollmentStepSave({
    onRefused: (errors) => form.applyServerErrors(shownFieldErrors(errors, shown) as never),
  });
  const checkCoverageDate = useCheckCoverageDate(flow.memberId);

  // Dates are worked out once the reason is open and its hire date known: on file, or typed and
  // inside its window (else the date field says why, and nothing is asked of the service).
  const hireDateReady =
    !asksHireDate ||
    (isIsoDate(typedHireDate) &&
      needsHireDate(reason) &&
      !hireDateProblem({ hireDate: typedHireDate, today, kind: reason }));
  const request =
    reasons.includes(reason as EnrollmentReason) && hireDateReady
      ? {
          strProgId: flow.programId,
          strEnrlType: reason as EnrollmentReason,
          strPayYear: plan.payYear,
          ...(asksHireDate ? { dtHireDate: typedHireDate } : {}),
        }
      : null;
  const dates = useEffectiveDates(flow.memberId, request);
  const choices = dates.data?.kind === 'ok' ? dates.data.value.liEffDateChoices : [];
  const chosenDate = choices.includes(picked) ? picked : (choices[0] ?? '');
  const coverage: CoverageStartState = !request
    ? { kind: 'waiting', forHireDate: reasons.includes(reason as EnrollmentReason) }
    : dates.data
      ? { kind: 'answered', outcome: dates.data }
      : { kind: 'loading' };

  async function onValid(values: EnrollmentReasonForm) {
    setDatesUnavailable(false);
    const outcome = dates.data ?? (await dates.mutate());
    if (outcome?.kind === 'refused') {
      form.applyServerErrors(shownFieldErrors(outcome.fieldErrors, shown) as never);
      return;
    }
    if (outcome?.kind !== 'ok' || !outcome.value.dtEffDate) {
      setDatesUnavailable(true);
      return;
    }
    const base = outcome.value.dtEffDate;
    const effectiveDate = outcome.value.liEffDateChoices.includes(picked) ? picked : base;
    if (effectiveDate !== base) {
      const check = await checkCoverageDate.trigger({
        strProgId: flow.programId,
        strEnrlType: values.reason,
        strPayYear: plan.payYear,
        dtEffDate: effectiveDate,
      });
      if (check.kind === 'refused') {
        form.applyServerErrors(shownFieldErrors(check.fieldErrors, shown) as never);
        return;
      }
      if (check.kind !== 'ok') {
        setDatesUnavailable(true);
        return;
      }
    }
    await save({
      strStep: 'REASON',
      objReason: reasonVoOf(values, { planId: plan.planId, payYear: plan.payYear, effectiveDate }),
    });
  }

  const reasonOptions: RadioOption[] = reasons.map((value) => ({
    value,
    label: copy.reasonLabels[value],
    hint: reasonHint(value, hire, season),
  }));
  const windowEnded =
    hire?.standing === 'belated' && hire.onFile && hire.windowEnd && hire.belatedEnd ? (
      <AlertBanner status="INFO">
        <p>{message('dateOutsideEnrollmentWindow')}</p>
        <p>
          {copy.newHireWindowEnded(longDate(hire.windowEnd), longDate(hire.belatedEnd))}{' '}
          {copy.help(customerCarePhone())}
        </p>
      </AlertBanner>
    ) : null;

  return (
    <EnrollmentQuestionPage
      page="REASON"
      caption={plan.name ? enrollmentCopy.caption(plan.name) : undefined}
      heading={asksWhy ? copy.heading : copy.headingAnyTime}
      lead={asksWhy ? copy.lead : copy.leadAnyTime}
      form={form}
      problem={problem ?? (datesUnavailable ? 'unavailable' : null)}
      notice={windowEnded}
      onSubmit={form.submit(onValid)}
    >
      {asksWhy ? (
        <RadioGroup
          legend={copy.reasonLegend}
          {...form.valueField<string>('reason')}
          options={reasonOptions}
          required
        />
      ) : null}
      <Suspense fallback={null}>
        {asksHireDate ? <HireDateField {...form.valueField<string>('hireDate')} /> : null}
        {reason === 'belated' ? <BelatedReasonField {...form.inputField('belatedReason')} /> : null}
      </Suspense>
      <CoverageStart
        state={coverage}
        titled={asksWhy}
        planYear={plan.payYear}
        choice={{ ...form.valueField<string>('effectiveDate' as never), value: chosenDate }}
      />
    </EnrollmentQuestionPage>
  );
}

/** Each reason's line under its label: what it means, and its dates where they are known. */
function reasonHint(
  reason: EnrollmentReason,
  hire: HireStanding | null,
  season: SeasonFlags | null,
): string | undefined {
  switch (reason) {
    case 'newHire':
      return hire?.onFile && hire.windowEnd
        ? copy.newHireHintOnFile(longDate(hire.onFile), longDate(hire.windowEnd))
        : copy.newHireHint;
    case 'belated':
      return hire?.onFile && hire.belatedEnd
        ? copy.belatedHintOnFile(longDate(hire.belatedEnd))
        : copy.belatedHint;
    case 'openSeason':
      return season
        ? copy.openSeasonHint(
            season.strPayYear,
            longDate(season.dtOSEffectiveDate),
            longDate(season.dtOSEndDate),
          )
        : undefined;
    default:
      return undefined;
  }
}
