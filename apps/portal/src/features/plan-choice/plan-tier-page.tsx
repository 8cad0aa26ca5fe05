import type { GetHighLowPlanResponse } from '@portal/api/plans';
import { useHighLowPlan } from '@portal/api/swr';
import { customerCarePhone } from '@portal/forms/catalogue';
import { coverageTiers } from '@portal/forms/code-lists';
import { QuestionPage, RadioGroup } from '@portal/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/session-store.js';
import '../../settings/customer-care-phone.js';
import {
  isYearOffered,
  type PlanChoiceQuery,
  planChoicePath,
  readPlanChoiceQuery,
  tiersOffered,
} from '../../plans/plan-choice-query.js';
import { planChoiceCopy } from './plan-choice-copy.js';
import { Problem } from './plan-option-page.js';

const copy = planChoiceCopy.tier;

type HighLowPlan = NonNullable<GetHighLowPlanResponse['strReturnObject']>;

/**
 * /tools/plan-tier: who the plan covers. The tier the member's family calls for comes first
 * chosen (the service's plan search: family on file), and a smaller one can be chosen instead;
 * changing the family itself is not online yet, so the page says how to do it today.
 */
export function PlanTierPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  const query = readPlanChoiceQuery(search);
  if (query.planYear === null)
    return <Navigate to={planChoicePath('plan-option', query)} replace />;
  return <PlanTier memberId={user.strMember_Id} query={{ ...query, planYear: query.planYear }} />;
}

function PlanTier({
  memberId,
  query,
}: {
  memberId: string;
  query: PlanChoiceQuery & { planYear: string };
}) {
  const plans = useHighLowPlan(memberId, {
    strProgId: query.programId,
    strPayYear: query.planYear,
    strFlowType: query.flowType,
  });
  if (plans.error !== undefined) return <Problem />;
  if (plans.data === undefined) return <p role="status">{planChoiceCopy.loading}</p>;
  if (!isYearOffered(plans.data.liPlanYears, query.planYear)) {
    return <Navigate to={planChoicePath('plan-option', { flowType: query.flowType })} replace />;
  }
  return <TierQuestion plans={plans.data} query={query} />;
}

function TierQuestion({ plans, query }: { plans: HighLowPlan; query: PlanChoiceQuery }) {
  const navigate = useNavigate();
  const search = plans.objPlanSearch;
  const allowed = tiersOffered(query.flowType, search.lnCoveredDependents);
  const [tier, setTier] = useState<string | null>(
    query.coverageTier && allowed.includes(query.coverageTier)
      ? query.coverageTier
      : search.strCoverageTier,
  );
  return (
    <QuestionPage
      caption={planChoiceCopy.caption(plans.strProgramNm)}
      heading={copy.heading}
      focusHeadingOnMount
      backHref={planChoicePath('plan-option', { ...query, coverageTier: null })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = allowed.find((value) => value === tier);
        if (!chosen) return;
        navigate(planChoicePath('select-plan', { ...query, coverageTier: chosen }));
      }}
    >
      <RadioGroup
        legend={copy.legend}
        name="coverageTier"
        hint={`${copy.hint(search.lnCoveredDependents)} ${
          query.flowType === 'enroll'
            ? copy.familyAddedWhenEnrolling
            : copy.familyChangesByPhone(customerCarePhone())
        }`}
        value={tier}
        onChange={setTier}
        options={allowed.map((value) => ({ value, label: coverageTiers[value] }))}
      />
    </QuestionPage>
  );
}
