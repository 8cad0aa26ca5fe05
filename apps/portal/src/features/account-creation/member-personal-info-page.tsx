import { useSaveMemberIdentity } from '@portal/api/swr';
import { easternDateOf } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { createIdentityFactsSchema, type IdentityFactsForm } from '@portal/forms/schemas';
import { AlertBanner } from '@portal/ui';
import { useMemo, useState } from 'react';
import { DateOfBirthField } from '../../person/date-of-birth-field.js';
import { SsnField } from '../../person/ssn-field.js';
import { personalInfoCopy } from './account-creation-copy.js';
import { MemberStepGate, memberStepFrame, useMemberSave } from './member-step.js';
import { memberIdentityCopy as copy } from './member-step-copy.js';
import { StepQuestionPage } from './step-question-page.js';
import { useStepSave } from './use-step-save.js';

/**
 * /account-creation/personal-info for a signed-in member whose account has no date of birth and
 * SSN (login code 18): the personal-info step's two fields for them, with its rules
 * (createIdentityFactsSchema), saved to the account with savesEditenrolleeDetails. The rest of
 * the personal info is on the account already.
 */
export function MemberPersonalInfoPage() {
  return (
    <MemberStepGate step="PERSONAL_INFO">
      {(_state, memberId) => <MemberIdentity memberId={memberId} />}
    </MemberStepGate>
  );
}

function MemberIdentity({ memberId }: { memberId: string }) {
  const today = easternDateOf(new Date());
  const schema = useMemo(() => createIdentityFactsSchema({ today }), [today]);
  const form = useSchemaForm({ schema, defaultValues: { dateOfBirth: '', ssn: '' } });
  const saveIdentity = useSaveMemberIdentity(memberId);
  const { save, onSaved } = useMemberSave('PERSONAL_INFO', saveIdentity.trigger);
  // 'SSN already exists': said above the form, as no field can hold it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { problem, run } = useStepSave({
    save,
    onSaved,
    onRefused: (refused) => {
      if (refused.message) setRefusal(refused.message);
      else form.applyServerErrors(refused.fieldErrors as never);
    },
  });

  return (
    <StepQuestionPage
      frame={memberStepFrame}
      stepKey="PERSONAL_INFO"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      notice={
        refusal ? (
          <AlertBanner status="ERROR">
            <p>{refusal}</p>
          </AlertBanner>
        ) : null
      }
      onSubmit={form.submit((values: IdentityFactsForm) => {
        setRefusal(null);
        return run({ dtDOB: values.dateOfBirth, strSSN: values.ssn });
      })}
    >
      <DateOfBirthField form={form} hint={personalInfoCopy.dateOfBirthHint} autoComplete="bday" />
      <SsnField
        form={form}
        label={personalInfoCopy.ssnLabel}
        hint={personalInfoCopy.ssnHint}
        required
      />
    </StepQuestionPage>
  );
}
