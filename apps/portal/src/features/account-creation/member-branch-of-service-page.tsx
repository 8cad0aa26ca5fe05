import { type CompleteProfileState, useSaveMemberSponsor } from '@portal/api/swr';
import { BranchOfServiceStep } from './branch-of-service-step.js';
import type { BranchOfServiceValues } from './draft-values.js';
import { MemberStepGate, memberStepFrame, useMemberSave } from './member-step.js';
import { memberStepCopy as copy } from './member-step-copy.js';

/** What is on file of the member's service and sponsor, as the step's form values. */
function branchOfServiceValuesOfMember(
  sponsor: CompleteProfileState['objSponsorVO'],
): BranchOfServiceValues {
  return {
    branchOfService: sponsor?.strBranchOfService ?? '',
    militaryStatus: sponsor?.strMilitaryStatus ?? '',
    reserveComponent: sponsor?.strReserveComponent ?? '',
    sponsorFirstName: sponsor?.strSponsorFirst_Nm ?? '',
    sponsorLastName: sponsor?.strSponsorLast_Nm ?? '',
    sponsorDateOfBirth: sponsor?.dtSponsorDOB ?? '',
    // Kept as a hash only: never shown, left blank to keep it.
    sponsorSsn: '',
  };
}

/**
 * /account-creation/branch-of-service for a signed-in uniformed member whose sponsor step is
 * incomplete (login code 30): the step with what is on file, saved to the account with
 * sponsorProfileSavePoint.
 */
export function MemberBranchOfServicePage() {
  return (
    <MemberStepGate step="BRANCH_OF_SERVICE">
      {(state, memberId) => <MemberBranchOfService memberId={memberId} state={state} />}
    </MemberStepGate>
  );
}

function MemberBranchOfService({
  memberId,
  state,
}: {
  memberId: string;
  state: CompleteProfileState;
}) {
  const saveSponsor = useSaveMemberSponsor(memberId);
  const { save, onSaved } = useMemberSave('BRANCH_OF_SERVICE', saveSponsor.trigger);
  const sponsor = state.objSponsorVO;
  return (
    <BranchOfServiceStep
      initialValues={branchOfServiceValuesOfMember(sponsor)}
      sponsorIsMember={state.strEnrollingAs === 'M'}
      sponsorSsnLastFour={null}
      {...(sponsor?.strSponsorSSNOnFile === 'Y' && { sponsorSsnOnFileHint: copy.sponsorSsnOnFile })}
      frame={memberStepFrame}
      save={save}
      onSaved={onSaved}
    />
  );
}
