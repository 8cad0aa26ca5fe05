import { useSaveSponsorInfo } from '@portal/api/swr';
import { BranchOfServiceStep } from './branch-of-service-step.js';
import { branchOfServiceValuesOf } from './draft-values.js';
import { useGoOnAfterSave, VisitorStepGate } from './visitor-step.js';

/**
 * /account-creation/branch-of-service: a visitor's service (military member) or sponsor (a
 * sponsor's family member), saved in the draft with saveSponsorInfo. The gate sends any other
 * kind of member on, as the step is not theirs.
 */
export function BranchOfServicePage() {
  const save = useSaveSponsorInfo();
  const goOn = useGoOnAfterSave();
  return (
    <VisitorStepGate page="BRANCH_OF_SERVICE">
      {(draft, frame) => (
        <BranchOfServiceStep
          initialValues={branchOfServiceValuesOf(draft.objSponsorVO)}
          sponsorIsMember={draft.objGetStarted?.strEnrollingAs === 'M'}
          sponsorSsnLastFour={draft.objSponsorVO?.strSponsorSSNLast4 ?? null}
          frame={frame}
          save={(objSponsorVO) => save.trigger({ objSponsorVO })}
          onSaved={goOn}
        />
      )}
    </VisitorStepGate>
  );
}
