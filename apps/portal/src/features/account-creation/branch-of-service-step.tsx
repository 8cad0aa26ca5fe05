import type { AccountCreationStep, SponsorVo } from '@portal/api/account-creation';
import { useBranchesOfService } from '@portal/api/swr';
import { easternDateOf, isIsoDate } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { sponsorNeedsCustomerService } from '@portal/forms/rules';
import { createBranchOfServiceSchema } from '@portal/forms/schemas';
import { type FormEvent, useMemo, useState } from 'react';
import { BranchOfServiceFields } from '../../military/branch-of-service-fields.js';
import { branchOfServiceCopy as copy, personalInfoCopy } from './account-creation-copy.js';
import { type BranchOfServiceValues, sponsorVoOf } from './draft-values.js';
import { EndedOnline } from './ended-online.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { type SaveStep, useStepSave } from './use-step-save.js';

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
      <BranchOfServiceFields
        form={form}
        copy={{
          ...copy,
          statusLegend: sponsorIsMember ? copy.statusLegendMember : copy.statusLegendFamily,
        }}
        branches={branches.data}
        sponsorIsMember={sponsorIsMember}
        sponsorDateOfBirthHint={personalInfoCopy.dateOfBirthHint}
        sponsorSsnHint={
          sponsorSsnLastFour
            ? personalInfoCopy.ssnSavedHint(sponsorSsnLastFour)
            : (sponsorSsnOnFileHint ?? copy.sponsorSsnHint)
        }
        sponsorSsnSaved={ssnSaved}
      />
    </StepQuestionPage>
  );
}
