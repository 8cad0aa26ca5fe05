import { useCheckNewHireDates, useSeasonFlags } from '@portal/api/swr';
import type { EnrollmentReason } from '@portal/forms/schemas';
import { useEffect } from 'react';
import { useEdition } from '../../editions/edition-context.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { EnrollmentClosed } from './enrollment-closed.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { EnrollmentStepGate } from './enrollment-step-gate.js';
import { ReasonForm } from './reason-form.js';
import {
  enrollmentReasonsByProductLine,
  hireStandingOf,
  offeredReasonsOf,
} from './reason-options.js';

/**
 * /enrollment/why-and-when (REASON), the first step: why the member enrolls now and when the
 * coverage starts. The reasons offered are those open to the member today, as the service decides
 * them; none open is a page that says why and what to do instead.
 */
export function ReasonPage() {
  return (
    <EnrollmentStepGate page="REASON">
      <ReasonStep />
    </EnrollmentStepGate>
  );
}

/** The plan being enrolled in: the one just chosen, else the draft's (resumed elsewhere). */
function usePlanEnrolledIn() {
  const { planChoice, draft } = useEnrollmentFlow();
  if (planChoice) {
    return {
      planId: planChoice.strPlanId,
      payYear: planChoice.strPayYear,
      name: planChoice.strPlanNm as string | null,
    };
  }
  const saved = draft?.objReason;
  return saved ? { planId: saved.strPlanId, payYear: saved.strPayYear, name: null } : null;
}

function ReasonStep() {
  const flow = useEnrollmentFlow();
  const { productFlag } = useEdition();
  const plan = usePlanEnrolledIn();
  const reasons: readonly EnrollmentReason[] = enrollmentReasonsByProductLine[productFlag];
  const asksSeason = reasons.includes('openSeason');
  const asksHireDate = reasons.includes('newHire');

  const season = useSeasonFlags(asksSeason ? flow.memberId : null, flow.programId);
  const hireCheck = useCheckNewHireDates(asksHireDate ? flow.memberId : null);
  const { trigger: checkHireDate } = hireCheck;
  useEffect(() => {
    // Without a date: the service reads the one on file and says which window today is in.
    if (asksHireDate) void checkHireDate({ strProgId: flow.programId });
  }, [asksHireDate, checkHireDate, flow.programId]);

  const hire = hireCheck.data ? hireStandingOf(hireCheck.data) : null;
  if ((asksSeason && season.error) || (hireCheck.data && !hire)) {
    return <ServiceUnavailableBanner withContactLink />;
  }
  if ((asksSeason && !season.data) || (asksHireDate && !hireCheck.data) || !plan) {
    return <p role="status">{enrollmentCopy.loading}</p>;
  }

  const offered = offeredReasonsOf({
    productLine: productFlag,
    hire,
    season: season.data ?? null,
    planYear: plan.payYear,
  });
  if (offered.length === 0) {
    return <EnrollmentClosed problem={hire?.problem ?? null} season={season.data ?? null} />;
  }
  return (
    <ReasonForm
      reasons={offered}
      asksWhy={asksHireDate || asksSeason}
      hire={hire}
      season={season.data ?? null}
      plan={plan}
    />
  );
}
