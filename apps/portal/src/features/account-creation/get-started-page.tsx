import { type EmployeeKind, useEmployeeKinds, useSaveAccountStep } from '@portal/api/swr';
import {
  type EnrollingAs,
  enrollingAsByProductLine,
  enrollingAs as enrollingAsLabels,
} from '@portal/forms/code-lists';
import { easternDateOf, type IsoDate, isIsoDate } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { agencyKindOf, enrollmentAgeProblem } from '@portal/forms/rules';
import { createGetStartedSchema, type GetStartedForm } from '@portal/forms/schemas';
import { DateInput, RadioGroup } from '@portal/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { focusPageHeading } from '../../app/focus-page-heading.js';
import { useIsDirectLoad } from '../../app/use-navigation-rules.js';
import { useEdition } from '../../editions/edition-context.js';
import { sessionStore } from '../../session/session-store.js';
import { getStartedCopy as copy } from './account-creation-copy.js';
import { useAccountCreationFlow } from './account-creation-flow.js';
import { AnnuityAgencyField, EmployingAgencyField } from './agency-fields.js';
import { getStartedValuesOf, getStartedVoOf } from './draft-values.js';
import { EndedOnline, type EndedReason } from './ended-online.js';
import { ResumePanel } from './resume-panel.js';
import { accountCreationFrame, type SaveProblem } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { useGoOnAfterSave } from './visitor-step.js';

/**
 * /account-creation/get-started (spec section 2: a public page, prerendered): who is enrolling,
 * their date of birth and, for the civilian kinds, the agency. The age rules come first (spec
 * section 5): under 13, or a survivor under 16, ends on a page that says whom to call. A visitor
 * with an application in progress is offered to continue it or start again. Continue saves the
 * answers (intermediateProfileSave), which starts the application and its 30 days.
 */
export function GetStartedPage() {
  const edition = useEdition();
  const flow = useAccountCreationFlow();
  const save = useSaveAccountStep();
  const goOn = useGoOnAfterSave();
  const arrived = !useIsDirectLoad();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [ended, setEnded] = useState<EndedReason | null>(null);
  const today = easternDateOf(new Date());
  const schema = useMemo(
    () => createGetStartedSchema({ today, productLine: edition.productFlag }),
    [today, edition.productFlag],
  );
  const offered = enrollingAsByProductLine[edition.productFlag] as readonly EnrollingAs[];
  // The edition's own list renders first (the prerendered page has it); the service's answer
  // (fetchEmployeeList) replaces it with the same choices and which agency list each asks from.
  const kinds = useEmployeeKinds(edition.productFlag).data ?? fallbackKinds(offered);
  const only = offered.length === 1 ? offered[0] : undefined;
  // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
  const emptyForm = { ...getStartedValuesOf(null), enrollingAs: only ?? '' };
  const form = useSchemaForm({ schema, defaultValues: emptyForm as never });
  const saved = flow.draft?.objGetStarted;

  // A saved application arrives after the page shows (the prerendered page asks in the browser):
  // its answers fill the form unless the member has typed already.
  useEffect(() => {
    if (saved && !form.form.formState.isDirty) form.form.reset(getStartedValuesOf(saved) as never);
  }, [saved, form.form]);

  const chosen = form.form.watch('enrollingAs') as EnrollingAs | '';
  const agencyKind = chosen
    ? (kinds.find((kind) => kind.strCode === chosen)?.strAgencyKind ?? agencyKindOf(chosen))
    : null;

  async function startOrSave(values: GetStartedForm) {
    setProblem(null);
    const outcome = await save.trigger({
      strStep: 'GET_STARTED',
      objGetStarted: getStartedVoOf(values, edition.productFlag),
    });
    if (outcome.kind === 'saved') {
      sessionStore.setAccountCreationStarted(true);
      await goOn(outcome.nextStep);
    } else if (outcome.kind === 'refused') {
      form.applyServerErrors(outcome.fieldErrors as never);
    } else {
      setProblem(outcome.kind);
    }
  }

  // Start again: the form empties (a bare reset() would go back to the saved answers, which
  // filled it), and focus, on the offer that is gone now, goes to the page's heading.
  function startAgain() {
    form.form.reset(emptyForm as never);
    focusPageHeading();
  }

  // The answers that end online enrollment lead to their own page rather than a field error.
  function submit(event: FormEvent) {
    const { enrollingAs, dateOfBirth } = form.form.getValues();
    const reason = endingReason(enrollingAs, dateOfBirth, today);
    if (reason) {
      event.preventDefault();
      setEnded(reason);
      return;
    }
    return form.submit(startOrSave)(event);
  }

  if (ended) return <EndedOnline reason={ended} onChange={() => setEnded(null)} />;

  const frame = accountCreationFrame('GET_STARTED', chosen || null, arrived);
  const dateOfBirth = form.valueField<string>('dateOfBirth');
  return (
    <StepQuestionPage
      frame={frame}
      stepKey="GET_STARTED"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      before={
        flow.draft && saved ? <ResumePanel draft={flow.draft} onStartedAgain={startAgain} /> : null
      }
      // Prerendered: until the script runs, a click would put the answers in the address.
      continueDisabled={!form.isHydrated}
      onSubmit={submit}
    >
      <RadioGroup
        legend={copy.enrollingAsLegend}
        {...form.valueField<string>('enrollingAs')}
        options={kinds.map((kind) => ({ value: kind.strCode, label: kind.strLabel }))}
        required
      />
      <DateInput
        label={copy.dateOfBirthLabel}
        hint={copy.dateOfBirthHint}
        {...dateOfBirth}
        autoComplete="bday"
        required
      />
      {agencyKind === 'employing' ? (
        <EmployingAgencyField field={form.valueField<string>('agencyCode')} />
      ) : null}
      {agencyKind === 'annuity' ? (
        <AnnuityAgencyField field={form.inputField('agencyCode')} />
      ) : null}
    </StepQuestionPage>
  );
}

function fallbackKinds(offered: readonly EnrollingAs[]): EmployeeKind[] {
  return offered.map((code) => ({
    strCode: code,
    strLabel: enrollingAsLabels[code],
    strAgencyKind: agencyKindOf(code),
    strBranchOfService: code === 'M' || code === 'FMM' ? 'Y' : 'N',
  }));
}

/** The age answers that end online enrollment for this kind of member, if the date is whole. */
function endingReason(
  enrollingAs: string,
  dateOfBirth: string,
  today: IsoDate,
): EndedReason | null {
  if (!isIsoDate(dateOfBirth) || !(enrollingAs in enrollingAsLabels)) return null;
  const problem = enrollmentAgeProblem(dateOfBirth, today, enrollingAs as EnrollingAs);
  return problem === 'underOnlineEnrollmentAge' || problem === 'survivorNeedsCustomerService'
    ? problem
    : null;
}
