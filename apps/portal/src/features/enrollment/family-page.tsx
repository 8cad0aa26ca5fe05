import { type Dependent, familyVoOf, type ProgramDependent } from '@portal/api/enrollment';
import { useProgramDependents } from '@portal/api/swr';
import { isErrorMessageKey } from '@portal/forms/catalogue';
import { type CoverageTier, coverageTiers, isCodeOf } from '@portal/forms/code-lists';
import { useSchemaForm } from '@portal/forms/react';
import { type CoveredFamilyForm, coveredFamilySchema } from '@portal/forms/schemas';
import { AlertBanner, Button, RadioGroup, Stack } from '@portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { familyMemberName } from '../../family/family-member-name.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import { longDate } from '../../plans/long-date.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { CoveredFamilyFields, coveredPersonId } from './covered-family-fields.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { EnrollmentQuestionPage } from './enrollment-question-page.js';
import { EnrollmentStepGate } from './enrollment-step-gate.js';
import { familyCopy as copy } from './family-copy.js';
import { useEnrollmentStepSave } from './use-enrollment-step-save.js';

// The form loads when the member opens it (or points at its button), not with the step: issue 21
// item 8 (each step at most 30 kB more script than the dashboard).
const addFamilyMemberModule = () => import('../../family/add-family-member-form.js');
const AddFamilyMemberForm = lazy(async () => ({
  default: (await addFamilyMemberModule()).AddFamilyMemberForm,
}));
const preloadAddFamilyMember = () => void addFamilyMemberModule();

/**
 * /enrollment/who-is-covered (FAMILY), the second step: who the plan covers besides the member,
 * from the family as the program sees it on the effective date (fetchProgramDependent: who can be
 * covered, and why not), a family member added in place, and the coverage tier, which must match
 * the number chosen (coveredFamilySchema: 'Plan type must match number of covered family
 * members').
 */
export function FamilyPage() {
  return (
    <EnrollmentStepGate page="FAMILY">
      <FamilyStep />
    </EnrollmentStepGate>
  );
}

function FamilyStep() {
  const flow = useEnrollmentFlow();
  const effectiveDate = flow.draft?.objReason?.dtEffDate ?? null;
  const family = useProgramDependents(flow.memberId, flow.programId, effectiveDate);
  if (family.error !== undefined) return <ServiceUnavailableBanner withContactLink />;
  if (!family.data) return <p role="status">{enrollmentCopy.loading}</p>;
  return <FamilyForm people={family.data.liDependents} effectiveDate={family.data.dtEffDate} />;
}

/** Whether the plan can cover a family member on the effective date. */
function isCoverable(person: ProgramDependent): boolean {
  return person.blnEligible && !person.blnCoveredElsewhere;
}

/** Whether a family member can be chosen, and the line under their name that says so. */
function useDescribePerson() {
  const message = useErrorMessage();
  return (person: ProgramDependent) => {
    const born = longDate(person.dtDOB);
    const why = isCoverable(person)
      ? null
      : person.blnCoveredElsewhere
        ? message('dualEnrollment')
        : isErrorMessageKey(person.strIneligibleReason)
          ? message(person.strIneligibleReason)
          : (person.strIneligibleMessage ?? message('pattern'));
    return why
      ? {
          hint: copy.personNotCoverable(person.strRelationshipDesc, born, why),
          coverable: false,
        }
      : { hint: copy.personHint(person.strRelationshipDesc, born), coverable: true };
  };
}

function FamilyForm({
  people,
  effectiveDate,
}: {
  people: readonly ProgramDependent[];
  effectiveDate: string;
}) {
  const flow = useEnrollmentFlow();
  const message = useErrorMessage();
  const describe = useDescribePerson();
  const coverable = (id: string) => {
    const person = people.find((candidate) => candidate.strDependent_Id === id);
    return person !== undefined && isCoverable(person);
  };
  const saved = flow.draft?.objFamily ?? null;
  const tier: CoverageTier =
    saved?.strCoverageTier ??
    (isCodeOf(coverageTiers, flow.planChoice?.strCoverageTier)
      ? flow.planChoice.strCoverageTier
      : 'S');
  const form = useSchemaForm({
    schema: coveredFamilySchema,
    defaultValues: {
      coverageTier: tier,
      coveredDependantIds: (saved?.liCoveredDependentIds ?? []).filter(coverable),
    },
  });
  const [dualEnrollment, setDualEnrollment] = useState<string | null>(null);
  const { problem, save } = useEnrollmentStepSave({
    onRefused: (errors) => form.applyServerErrors(errors as never),
    onDualEnrollment: (text) => setDualEnrollment(text ?? message('dualEnrollment')),
  });

  // Adding a family member: a view of its own in place of the list, which stays mounted (hidden)
  // so what was chosen stays, and the step's heading does not take focus again on return. On
  // return, focus goes to the person added (else to the button), and then the status line says
  // what happened: set once the list is visible again, so screen readers announce the change.
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  const [justAdded, setJustAdded] = useState<Dependent | null>(null);
  const [returning, setReturning] = useState<{ focusId: string | null; say: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const chosen = form.valueField<string[]>('coveredDependantIds');
  const groupId = chosen.id;
  const { getValues, setValue } = form.form;

  // The person added, once the family as the program sees it holds them (the save reads it
  // again): chosen when they can be covered on the effective date.
  useEffect(() => {
    if (adding || !justAdded) return;
    const person = people.find((one) => one.strDependent_Id === justAdded.strDependent_Id);
    if (!person) return;
    const name = familyMemberName(person);
    if (isCoverable(person)) {
      const ids = getValues('coveredDependantIds') ?? [];
      setValue('coveredDependantIds', [...ids, person.strDependent_Id], { shouldDirty: true });
      setReturning({
        focusId: coveredPersonId(groupId, person.strDependent_Id),
        say: copy.added(name),
      });
    } else {
      setReturning({ focusId: null, say: copy.addedNotCoverable(name) });
    }
    setJustAdded(null);
  }, [adding, justAdded, people, getValues, setValue, groupId]);

  useEffect(() => {
    if (adding || !returning) return;
    const target = returning.focusId ? document.getElementById(returning.focusId) : null;
    (target ?? addButton.current)?.focus();
    setSaid(returning.say);
    setReturning(null);
  }, [adding, returning]);

  function open() {
    setSaid('');
    setAdding(true);
  }

  function added(person: Dependent) {
    setJustAdded(person);
    setAdding(false);
  }

  function cancelled() {
    setReturning({ focusId: null, say: '' });
    setAdding(false);
  }

  async function onValid(values: CoveredFamilyForm) {
    setDualEnrollment(null);
    await save({ strStep: 'FAMILY', objFamily: familyVoOf(values) });
  }

  const caption = flow.planChoice ? enrollmentCopy.caption(flow.planChoice.strPlanNm) : undefined;
  return (
    <>
      <div hidden={adding}>
        <EnrollmentQuestionPage
          page="FAMILY"
          caption={caption}
          heading={copy.heading}
          lead={copy.lead(longDate(effectiveDate))}
          form={form}
          problem={problem}
          notice={
            dualEnrollment ? (
              <AlertBanner status="ERROR">
                <p>{dualEnrollment}</p>
              </AlertBanner>
            ) : null
          }
          onSubmit={form.submit(onValid)}
        >
          {people.length > 0 ? (
            <CoveredFamilyFields
              legend={copy.familyLegend}
              hint={copy.familyHint}
              people={people}
              describe={describe}
              binding={chosen}
            />
          ) : (
            <p>{copy.noFamily}</p>
          )}
          <Stack gap={3} align="start">
            <Button
              ref={addButton}
              variant="secondary"
              onClick={open}
              onFocus={preloadAddFamilyMember}
              onPointerEnter={preloadAddFamilyMember}
            >
              {copy.addFamilyMember}
            </Button>
            {/* Mounted while empty, so what it says after adding someone is announced. */}
            <p role="status">{said}</p>
          </Stack>
          <RadioGroup
            legend={copy.tierLegend}
            {...form.valueField<string>('coverageTier')}
            options={Object.entries(coverageTiers).map(([value, label]) => ({
              value,
              label,
              hint: copy.tierHints[value as CoverageTier],
            }))}
            required
          />
        </EnrollmentQuestionPage>
      </div>
      {adding ? (
        <Suspense fallback={<p role="status">{copy.opening}</p>}>
          <AddFamilyMemberForm
            memberId={flow.memberId}
            programId={flow.programId}
            caption={caption}
            onSaved={added}
            onCancel={cancelled}
          />
        </Suspense>
      ) : null}
    </>
  );
}
