import type { SchemaForm } from '@portal/forms/react';
import { NAME_MAX_LENGTH } from '@portal/forms/rules';
import type { createBranchOfServiceSchema } from '@portal/forms/schemas';
import { DateInput, PasswordField, RadioGroup, SelectField, Stack, TextField } from '@portal/ui';
import * as styles from '../styles/form-page.css.js';
import type { BranchOfServiceFieldsCopy } from './branch-of-service-fields-copy.js';
import { militaryStatusOptions, reserveComponentOptions } from './branch-of-service-options.js';

export type BranchOfServiceForm = SchemaForm<ReturnType<typeof createBranchOfServiceSchema>>;

type FieldName =
  | 'branchOfService'
  | 'sponsorFirstName'
  | 'sponsorLastName'
  | 'sponsorDateOfBirth'
  | 'sponsorSsn';

/**
 * The branch of service (from the service's list), the status, reservist or guardsman for a
 * reserve member, and unless the member is their own sponsor the sponsor's name, date of birth
 * and SSN: the fields of a form bound to createBranchOfServiceSchema, wherever the form is (an
 * account-creation step, a My profile card). The hints depend on what the screen knows of the
 * sponsor's SSN, so they come in as props.
 */
export function BranchOfServiceFields({
  form,
  copy,
  branches,
  sponsorIsMember,
  sponsorDateOfBirthHint,
  sponsorSsnHint,
  sponsorSsnSaved,
}: {
  form: BranchOfServiceForm;
  copy: BranchOfServiceFieldsCopy;
  /** The service's branches (fetchBranchOfService); none while they load. */
  branches: readonly { strCode: string; strName: string }[] | undefined;
  /** A military member is their own sponsor and gives no sponsor identity. */
  sponsorIsMember: boolean;
  sponsorDateOfBirthHint?: string;
  sponsorSsnHint?: string;
  /** The sponsor's SSN is on file: the field may be left blank to keep it. */
  sponsorSsnSaved: boolean;
}) {
  const status = form.form.watch('militaryStatus' as never) as unknown;
  const field = (name: FieldName) => form.inputField(name as never);
  return (
    <>
      <SelectField
        label={copy.branchLabel}
        placeholder={copy.chooseBranch}
        {...field('branchOfService')}
        options={(branches ?? []).map((branch) => ({
          value: branch.strCode,
          label: branch.strName,
        }))}
        required
      />
      <RadioGroup
        legend={copy.statusLegend}
        {...form.valueField<string>('militaryStatus' as never)}
        options={militaryStatusOptions}
        required
      />
      {status === 'RCM' ? (
        <RadioGroup
          legend={copy.reserveLegend}
          {...form.valueField<string>('reserveComponent' as never)}
          options={reserveComponentOptions}
          orientation="horizontal"
          required
        />
      ) : null}
      {sponsorIsMember ? null : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.sponsorLegend}</legend>
          <Stack gap={4}>
            <TextField
              label={copy.sponsorFirstName}
              {...field('sponsorFirstName')}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              required
            />
            <TextField
              label={copy.sponsorLastName}
              {...field('sponsorLastName')}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              required
            />
            <DateInput
              label={copy.sponsorDateOfBirth}
              hint={sponsorDateOfBirthHint}
              {...form.valueField<string>('sponsorDateOfBirth' as never)}
              autoComplete="off"
              required
            />
            <PasswordField
              label={copy.sponsorSsn}
              hint={sponsorSsnHint}
              {...field('sponsorSsn')}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              required={!sponsorSsnSaved}
            />
          </Stack>
        </fieldset>
      )}
    </>
  );
}
