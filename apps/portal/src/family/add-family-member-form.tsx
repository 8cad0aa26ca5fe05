import { type Dependent, dependentVoOf } from '@portal/api/enrollment';
import { type EnrollmentOutcome, useCheckDependent, useSaveDependent } from '@portal/api/swr';
import { fieldErrorMessages } from '@portal/forms/catalogue';
import {
  dependantRelationships,
  dependantTypeOfRelationship,
  isCodeOf,
  optionsOf,
  type ProgramId,
  yesNo,
} from '@portal/forms/code-lists';
import { ageOn, easternDateOf, isIsoDate } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { CHILD_AGE_LIMIT, incapableRelationshipValues } from '@portal/forms/rules';
import { createDependantSchema, type DependantForm } from '@portal/forms/schemas';
import { Button, DateInput, ErrorSummary, QuestionPage, RadioGroup, SelectField } from '@portal/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useErrorMessage } from '../messages/error-messages.js';
import { DateOfBirthField } from '../person/date-of-birth-field.js';
import { GenderField } from '../person/gender-field.js';
import { PersonNameFields } from '../person/person-name-fields.js';
import { SsnField } from '../person/ssn-field.js';
import { ServiceUnavailableBanner } from '../shell/service-unavailable-banner.js';
import { familyMemberCopy as copy } from './family-member-copy.js';

const emptyFamilyMember = {
  relationship: '',
  prefix: '',
  firstName: '',
  middleInitial: '',
  lastName: '',
  suffix: '',
  dateOfBirth: '',
  gender: '',
  ssn: '',
  incapableOfSelfSupport: 'N',
  incapacityBeganOn: '',
};

/**
 * Whether to ask if the person is incapable of self-support: a child-type relationship (children,
 * and the codes for members incapable of self-support) who is 22 or older, or whose code says so.
 * The dependant schema's rules decide what the answer must be; this only decides what to ask.
 */
function asksIncapacity(relationship: string, dateOfBirth: string, today: string): boolean {
  if (!isCodeOf(dependantRelationships, relationship)) return false;
  if ((incapableRelationshipValues as readonly string[]).includes(relationship)) return true;
  return (
    dependantTypeOfRelationship[relationship] === 'C' &&
    isIsoDate(dateOfBirth) &&
    isIsoDate(today) &&
    ageOn(dateOfBirth, today) >= CHILD_AGE_LIMIT
  );
}

/**
 * Add a family member (validateFEHBDependentInfo, validateDependentDetails, saveDependentDetails),
 * as a question page of its own shown in place of the page that opens it: its heading takes focus
 * when it opens, and the opener decides where focus goes after Save (`onSaved`, with the person
 * as the service holds them) or Cancel. Every age and relationship rule of spec section 5 is the
 * dependant schema's (createDependantSchema), on the page and again on the service; a person
 * already covered under another member's plan (203) is told so on the SSN, in the spec's words.
 * Reused by the life events (issue 21).
 */
export function AddFamilyMemberForm({
  memberId,
  programId,
  caption,
  onSaved,
  onCancel,
}: {
  memberId: string;
  programId: ProgramId;
  /** What the member is doing ('Enroll in High'), above the heading. */
  caption?: ReactNode;
  onSaved: (dependent: Dependent) => void;
  onCancel: () => void;
}) {
  const message = useErrorMessage();
  const today = easternDateOf(new Date());
  const schema = useMemo(() => createDependantSchema({ today }), [today]);
  // The field errors' texts, and dual enrollment's, which a family member's SSN can meet.
  const dualEnrollment = message('dualEnrollment');
  const messages = useMemo(() => ({ ...fieldErrorMessages, dualEnrollment }), [dualEnrollment]);
  const form = useSchemaForm({ schema, defaultValues: emptyFamilyMember as never, messages });
  const check = useCheckDependent(memberId);
  const saveDependent = useSaveDependent(memberId);
  const [unavailable, setUnavailable] = useState(false);

  const relationship = String(form.form.watch('relationship') ?? '');
  const dateOfBirth = String(form.form.watch('dateOfBirth') ?? '');
  const incapable = form.form.watch('incapableOfSelfSupport') === 'Y';
  const asked = asksIncapacity(relationship, dateOfBirth, today);
  const { setValue } = form.form;
  useEffect(() => {
    // A question no longer asked keeps no answer: a 'Yes' given before the relationship changed
    // would ask for a date the page no longer shows.
    if (!asked) {
      setValue('incapableOfSelfSupport', 'N' as never);
      setValue('incapacityBeganOn', '' as never);
    }
  }, [asked, setValue]);

  /** A refusal on its field (dual enrollment on the SSN), or the banner of no answer. */
  function showRefusal(outcome: EnrollmentOutcome<unknown>) {
    if (outcome.kind === 'refused') form.applyServerErrors(outcome.fieldErrors as never);
    else if (outcome.kind === 'dualEnrollment') {
      form.applyServerErrors({ ssn: 'dualEnrollment' } as never);
    } else setUnavailable(true);
  }

  async function onValid(values: DependantForm) {
    setUnavailable(false);
    const objDependent = dependentVoOf(values);
    const checked = await check.trigger({ strProgId: programId, objDependent });
    if (checked.kind !== 'ok') {
      showRefusal(checked);
      return;
    }
    const saved = await saveDependent.trigger({ strProgId: programId, objDependent });
    if (saved.kind !== 'ok') showRefusal(saved);
    else if (saved.value.objDependent) onSaved(saved.value.objDependent);
    else setUnavailable(true);
  }

  return (
    <QuestionPage
      heading={copy.heading}
      caption={caption}
      lead={copy.lead}
      focusHeadingOnMount
      continueLabel={copy.save}
      continueBusy={form.isSubmitting}
      secondaryActions={
        <Button variant="secondary" onClick={onCancel}>
          {copy.cancel}
        </Button>
      }
      errorSummary={
        <>
          {unavailable ? <ServiceUnavailableBanner withContactLink /> : null}
          <ErrorSummary {...form.errorSummary} />
        </>
      }
      noValidate
      autoComplete="off"
      onSubmit={form.submit(onValid)}
    >
      <SelectField
        label={copy.relationshipLabel}
        hint={copy.relationshipHint}
        {...form.inputField('relationship')}
        options={optionsOf(dependantRelationships)}
        required
      />
      <PersonNameFields form={form} ownName={false} />
      <DateOfBirthField form={form} hint={copy.dateOfBirthHint} />
      <GenderField form={form} />
      <SsnField form={form} label={copy.ssnLabel} hint={copy.ssnHint} />
      {asked ? (
        <RadioGroup
          legend={copy.incapableLegend}
          hint={copy.incapableHint}
          {...form.valueField<string>('incapableOfSelfSupport')}
          options={optionsOf(yesNo)}
          orientation="horizontal"
          required
        />
      ) : null}
      {asked && incapable ? (
        <DateInput
          label={copy.incapacityBeganLabel}
          hint={copy.incapacityBeganHint}
          {...form.valueField<string>('incapacityBeganOn')}
          required
        />
      ) : null}
    </QuestionPage>
  );
}
