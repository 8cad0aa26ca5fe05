import type { AccountCreationStep, UserVo } from '@portal/api/account-creation';
import {
  alternatePhoneTypes,
  type EnrollingAs,
  maritalStatuses,
  notificationPreferences,
  optionsOf,
  phoneTypes,
} from '@portal/forms/code-lists';
import { easternDateOf } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { EMAIL_MAX_LENGTH } from '@portal/forms/rules';
import { createPersonalInfoSchema, type PersonalInfoForm } from '@portal/forms/schemas';
import { Checkbox, RadioGroup, SelectField, Stack, TextField } from '@portal/ui';
import { useMemo } from 'react';
import { DateOfBirthField } from '../../person/date-of-birth-field.js';
import { GenderField } from '../../person/gender-field.js';
import { PersonNameFields } from '../../person/person-name-fields.js';
import { SsnField } from '../../person/ssn-field.js';
import * as styles from '../../styles/form-page.css.js';
import { personalInfoCopy as copy } from './account-creation-copy.js';
import { type PersonalInfoValues, userVoOf } from './draft-values.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { type SaveStep, useStepSave } from './use-step-save.js';

/**
 * Personal info (account creation's second step; reusable for a member completing a profile):
 * names with title and suffix, date of birth, the SSN (hidden as typed; once saved only its last
 * four digits come back, and blank keeps it), gender, marital status, phones with their types,
 * emails (confirmed; the other must differ), the notification preference and the consent to
 * electronic communication that creating an account online needs. The saved values and the save
 * come from outside.
 */
export function PersonalInfoStep({
  initialValues,
  ssnLastFour,
  enrollingAs,
  frame,
  save,
  onSaved,
}: {
  initialValues: PersonalInfoValues;
  /** The saved SSN's last four digits, or null when none is saved. */
  ssnLastFour: string | null;
  enrollingAs: EnrollingAs | undefined;
  frame: StepFrame;
  save: SaveStep<UserVo>;
  onSaved: (next: AccountCreationStep) => Promise<void> | void;
}) {
  const today = easternDateOf(new Date());
  const schema = useMemo(
    () => createPersonalInfoSchema({ today, enrollingAs, ssnSaved: ssnLastFour !== null }),
    [today, enrollingAs, ssnLastFour],
  );
  // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
  const form = useSchemaForm({ schema, defaultValues: initialValues as never });
  const { problem, run } = useStepSave({
    save,
    onSaved,
    onRefused: (refusal) => form.applyServerErrors(refusal.fieldErrors as never),
  });
  const workEmail = form.form.watch('workEmail') as string;
  const confirmWorkEmail = form.form.watch('confirmWorkEmail') as string;

  return (
    <StepQuestionPage
      frame={frame}
      stepKey="PERSONAL_INFO"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      onSubmit={form.submit((values: PersonalInfoForm) => run(userVoOf(values)))}
    >
      <PersonNameFields form={form} ownName />
      <DateOfBirthField form={form} hint={copy.dateOfBirthHint} autoComplete="bday" />
      <SsnField
        form={form}
        label={copy.ssnLabel}
        hint={ssnLastFour ? copy.ssnSavedHint(ssnLastFour) : copy.ssnHint}
        required={ssnLastFour === null}
      />
      <GenderField form={form} />
      <RadioGroup
        legend={copy.marriedLegend}
        {...form.valueField<string>('married')}
        options={optionsOf(maritalStatuses)}
        orientation="horizontal"
        required
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.phonesLegend}</legend>
        <Stack gap={4}>
          <TextField
            label={copy.primaryPhoneLabel}
            hint={copy.phoneHint}
            {...form.inputField('primaryPhone')}
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
            required
          />
          <SelectField
            label={copy.primaryPhoneTypeLabel}
            {...form.inputField('primaryPhoneType')}
            options={optionsOf(phoneTypes)}
            required
          />
          <TextField
            label={copy.alternatePhoneLabel}
            hint={copy.phoneHint}
            {...form.inputField('alternatePhone')}
            inputMode="tel"
            maxLength={20}
            autoComplete="off"
          />
          <SelectField
            label={copy.alternatePhoneTypeLabel}
            {...form.inputField('alternatePhoneType')}
            options={optionsOf(alternatePhoneTypes)}
          />
        </Stack>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.emailsLegend}</legend>
        <Stack gap={4}>
          <TextField
            variant="email"
            label={copy.workEmailLabel}
            {...form.inputField('workEmail')}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            required
          />
          <TextField
            variant="email"
            label={copy.confirmWorkEmailLabel}
            {...form.inputField('confirmWorkEmail')}
            valid={
              confirmWorkEmail !== '' &&
              confirmWorkEmail.trim().toLowerCase() === workEmail.trim().toLowerCase()
            }
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            required
          />
          <TextField
            variant="email"
            label={copy.otherEmailLabel}
            hint={copy.otherEmailHint}
            {...form.inputField('otherEmail')}
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
        </Stack>
      </fieldset>
      <RadioGroup
        legend={copy.notificationLegend}
        {...form.valueField<string>('notificationPreference')}
        options={optionsOf(notificationPreferences)}
        required
      />
      <Checkbox
        label={copy.consentLabel}
        hint={copy.consentHint}
        {...form.checkboxField('electronicConsent')}
        required
      />
    </StepQuestionPage>
  );
}
