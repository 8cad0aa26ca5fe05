import type { AccountCreationStep, SponsorVo } from '@portal/api/account-creation';
import { useBranchesOfService } from '@portal/api/swr';
import { employmentStatuses, reserveComponents } from '@portal/forms/code-lists';
import { easternDateOf, isIsoDate } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { NAME_MAX_LENGTH, sponsorNeedsCustomerService } from '@portal/forms/rules';
import { createBranchOfServiceSchema } from '@portal/forms/schemas';
import { DateInput, PasswordField, RadioGroup, SelectField, Stack, TextField } from '@portal/ui';
import { type FormEvent, useMemo, useState } from 'react';
import * as styles from '../../styles/form-page.css.js';
import { branchOfServiceCopy as copy, personalInfoCopy } from './account-creation-copy.js';
import { type BranchOfServiceValues, sponsorVoOf } from './draft-values.js';
import { EndedOnline } from './ended-online.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { type SaveStep, useStepSave } from './use-step-save.js';

/** The statuses a uniformed member (or their sponsor) chooses from. */
const statusOptions = (['ACD', 'RCM', 'RET', 'MOH'] as const).map((value) => ({
  value,
  label: employmentStatuses[value],
}));
const reserveOptions = Object.entries(reserveComponents).map(([value, label]) => ({
  value,
  label,
}));

/**
 * Branch of service (military members M and a sponsor's family members FMM; reusable for a
 * member completing their sponsor profile): the branch from the service's list
 * (fetchBranchOfService), the status, reservist or guardsman for a reserve member, and for a family
 * member the sponsor's name, date of birth and SSN. A sponsor under 17 ends on the page that says
 * whom to call. Saved with saveSponsorInfo (given from outside).
 */
export function BranchOfServiceStep({
  initialValues,
  sponsorIsMember,
  sponsorSsnLastFour,
  sponsorSsnOnFileHint,
  frame,
  save,
  onSaved,
}: {
  initialValues: BranchOfServiceValues;
  /** A military member is their own sponsor and gives no sponsor identity. */
  sponsorIsMember: boolean;
  sponsorSsnLastFour: string | null;
  /**
   * A signed-in member's sponsor SSN is on file as a hash only (no last four to show): this hint
   * says so, and the field may be left blank to keep it.
   */
  sponsorSsnOnFileHint?: string;
  frame: StepFrame;
  save: SaveStep<SponsorVo>;
  onSaved: (next: AccountCreationStep) => Promise<void> | void;
}) {
  const today = easternDateOf(new Date());
  const ssnSaved = sponsorSsnLastFour !== null || sponsorSsnOnFileHint !== undefined;
  const schema = useMemo(
    () =>
      createBranchOfServiceSchema({
        today,
        sponsorIsMember,
        sponsorSsnSaved: ssnSaved,
      }),
    [today, sponsorIsMember, ssnSaved],
  );
  // '' is a choice not made yet, which the schema refuses as 'required': not its input type.
  const form = useSchemaForm({ schema, defaultValues: initialValues as never });
  const branches = useBranchesOfService();
  const [ended, setEnded] = useState(false);
  const { problem, run } = useStepSave({
    save,
    onSaved,
    onRefused: (refusal) => form.applyServerErrors(refusal.fieldErrors as never),
  });
  const status = form.form.watch('militaryStatus') as string;

  function submit(event: FormEvent) {
    const sponsorBirth = form.form.getValues('sponsorDateOfBirth' as never) as unknown;
    if (
      !sponsorIsMember &&
      typeof sponsorBirth === 'string' &&
      isIsoDate(sponsorBirth) &&
      sponsorNeedsCustomerService(sponsorBirth, today)
    ) {
      event.preventDefault();
      setEnded(true);
      return;
    }
    return form.submit((values) =>
      run(sponsorVoOf(values as BranchOfServiceValues, sponsorIsMember)),
    )(event);
  }

  if (ended)
    return <EndedOnline reason="sponsorNeedsCustomerService" onChange={() => setEnded(false)} />;

  const field = (name: keyof BranchOfServiceValues) => form.inputField(name as never);
  return (
    <StepQuestionPage
      frame={frame}
      stepKey="BRANCH_OF_SERVICE"
      heading={copy.heading}
      lead={sponsorIsMember ? copy.leadMember : copy.leadFamily}
      form={form}
      problem={problem}
      onSubmit={submit}
    >
      <SelectField
        label={copy.branchLabel}
        {...field('branchOfService')}
        options={(branches.data ?? []).map((branch) => ({
          value: branch.strCode,
          label: branch.strName,
        }))}
        required
      />
      <RadioGroup
        legend={sponsorIsMember ? copy.statusLegendMember : copy.statusLegendFamily}
        {...form.valueField<string>('militaryStatus' as never)}
        options={statusOptions}
        required
      />
      {status === 'RCM' ? (
        <RadioGroup
          legend={copy.reserveLegend}
          {...form.valueField<string>('reserveComponent' as never)}
          options={reserveOptions}
          orientation="horizontal"
          required
        />
      ) : null}
      {sponsorIsMember ? null : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.sponsorLegend}</legend>
          <Stack gap={4}>
            <TextField
              label={copy.sponsorFirstNameLabel}
              {...field('sponsorFirstName')}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              required
            />
            <TextField
              label={copy.sponsorLastNameLabel}
              {...field('sponsorLastName')}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              required
            />
            <DateInput
              label={copy.sponsorDateOfBirthLabel}
              hint={personalInfoCopy.dateOfBirthHint}
              {...form.valueField<string>('sponsorDateOfBirth' as never)}
              autoComplete="off"
              required
            />
            <PasswordField
              label={copy.sponsorSsnLabel}
              hint={
                sponsorSsnLastFour
                  ? personalInfoCopy.ssnSavedHint(sponsorSsnLastFour)
                  : (sponsorSsnOnFileHint ?? copy.sponsorSsnHint)
              }
              {...field('sponsorSsn')}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              required={!ssnSaved}
            />
          </Stack>
        </fieldset>
      )}
    </StepQuestionPage>
  );
}
