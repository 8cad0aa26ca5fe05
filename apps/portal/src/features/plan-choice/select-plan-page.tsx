import type { GetHighLowPlanResponse, PricedPlan } from '@portal/api/plans';
import { useHighLowPlan } from '@portal/api/swr';
import { fillPlaceholders } from '@portal/forms/catalogue';
import { coverageTiers, payFrequencies } from '@portal/forms/code-lists';
import {
  Button,
  Link,
  NotificationBanner,
  PlanCard,
  PlanCardList,
  Stack,
  StatusTag,
} from '@portal/ui';
import { Navigate, useSearchParams } from 'react-router';
import { planCostAmounts, spokenPrice } from '../../plans/plan-cost-amounts.js';
import {
  type PlanChoice,
  planChoiceStore,
  usePlanChoice,
} from '../../session/plan-choice-store.js';
import { useSession } from '../../session/session-store.js';
import '../../settings/customer-care-phone.js';
import {
  enrollmentStartPath,
  isYearOffered,
  type PlanChoiceQuery,
  planChoicePath,
  readPlanChoiceQuery,
  tiersOffered,
} from '../../plans/plan-choice-query.js';
import * as pageStyles from '../../styles/page.css.js';
import { planChoiceCopy, planChoiceLinks } from './plan-choice-copy.js';
import { PlanDifference } from './plan-difference.js';
import { Problem } from './plan-option-page.js';

const copy = planChoiceCopy.select;

type HighLowPlan = NonNullable<GetHighLowPlanResponse['strReturnObject']>;
type Chosen = PlanChoiceQuery & {
  planYear: string;
  coverageTier: NonNullable<PlanChoiceQuery['coverageTier']>;
};

/**
 * /tools/select-plan: the plans for the year and tier chosen, each on the kit's PlanCard with
 * the member's cost per paycheck (their own pay frequency), per month and per year. Choosing one
 * keeps it (the plan-choice store) for the enrollment flow, and says what happens next.
 */
export function SelectPlanPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  const query = readPlanChoiceQuery(search);
  const { planYear, coverageTier } = query;
  if (planYear === null) return <Navigate to={planChoicePath('plan-option', query)} replace />;
  if (coverageTier === null) {
    return <Navigate to={planChoicePath('plan-tier', query)} replace />;
  }
  return <SelectPlan memberId={user.strMember_Id} query={{ ...query, planYear, coverageTier }} />;
}

function SelectPlan({ memberId, query }: { memberId: string; query: Chosen }) {
  const plans = useHighLowPlan(memberId, {
    strProgId: query.programId,
    strPayYear: query.planYear,
    strCoverageTier: query.coverageTier,
    strFlowType: query.flowType,
  });
  if (plans.error !== undefined) return <Problem />;
  if (plans.data === undefined) return <p role="status">{planChoiceCopy.loading}</p>;
  if (!isYearOffered(plans.data.liPlanYears, query.planYear)) {
    return <Navigate to={planChoicePath('plan-option', { flowType: query.flowType })} replace />;
  }
  if (
    !tiersOffered(query.flowType, plans.data.objPlanSearch.lnCoveredDependents).includes(
      query.coverageTier,
    )
  ) {
    return <Navigate to={planChoicePath('plan-tier', { ...query, coverageTier: null })} replace />;
  }
  return <PlanCards memberId={memberId} plans={plans.data} query={query} />;
}

function isThisChoice(choice: PlanChoice | null, query: Chosen): choice is PlanChoice {
  return (
    choice !== null &&
    choice.strProgId === query.programId &&
    choice.strPayYear === query.planYear &&
    choice.strCoverageTier === query.coverageTier &&
    choice.strFlowType === query.flowType
  );
}

function PlanCards({
  memberId,
  plans,
  query,
}: {
  memberId: string;
  plans: HighLowPlan;
  query: Chosen;
}) {
  const stored = usePlanChoice();
  const choice = isThisChoice(stored, query) ? stored : null;
  const payFrequency = plans.objPlanSearch.strPayFreq;

  function choose(plan: PricedPlan) {
    planChoiceStore.choose({
      strProgId: query.programId,
      strFlowType: query.flowType,
      strPayYear: query.planYear,
      strCoverageTier: query.coverageTier,
      strPlanId: plan.strPlanId,
      strPlanNm: plan.strPlanNm,
      objCost: plan.objCost,
    });
  }

  return (
    <section className={pageStyles.page} aria-labelledby="select-plan-heading">
      <Stack gap={5}>
        <p>
          <Link href={planChoicePath('plan-tier', query)}>{copy.back}</Link>
        </p>
        {/* Keyed by the plan: choosing another one announces and focuses the banner again. */}
        {choice ? <ChoiceMade key={choice.strPlanId} choice={choice} /> : null}
        <h1 id="select-plan-heading" className={pageStyles.heading}>
          {copy.heading}
        </h1>
        <p>
          {copy.lead(
            coverageTiers[query.coverageTier],
            query.planYear,
            payFrequencies[payFrequency],
          )}
        </p>
        {plans.liPlans.length === 0 ? (
          <p>{planChoiceCopy.nothingToChoose}</p>
        ) : (
          <PlanCardList>
            {plans.liPlans.map((plan) => {
              const amounts = planCostAmounts(plan.objCost);
              const isCurrent = plans.objCurrentPlan?.strPlanId === plan.strPlanId;
              const isChosen = choice?.strPlanId === plan.strPlanId;
              return (
                <PlanCard
                  key={plan.strPlanId}
                  name={plan.strPlanNm}
                  headingLevel={2}
                  badge={
                    isChosen ? (
                      <StatusTag tone="success">{copy.chosen}</StatusTag>
                    ) : isCurrent ? (
                      <StatusTag tone="info">{copy.yourPlan}</StatusTag>
                    ) : undefined
                  }
                  priceLabel={payFrequency === 'M' ? copy.priceLabelMonthly : copy.priceLabel}
                  price={amounts.perPaycheck}
                  otherPrices={
                    payFrequency === 'M' ? [amounts.perYear] : [amounts.perMonth, amounts.perYear]
                  }
                  // Modify plan: beside the member's own plan, what a change would cost.
                  {...(plans.objCurrentPlan && !isCurrent
                    ? {
                        children: (
                          <PlanDifference
                            memberId={memberId}
                            planId={plan.strPlanId}
                            planYear={query.planYear}
                          />
                        ),
                      }
                    : {})}
                  action={
                    <Button type="button" onClick={() => choose(plan)}>
                      {copy.choose(plan.strPlanNm)}
                    </Button>
                  }
                />
              );
            })}
          </PlanCardList>
        )}
        <p>
          <Link href={planChoiceLinks.compare}>{copy.compare}</Link>
        </p>
      </Stack>
    </section>
  );
}

/**
 * The last step: what was chosen, and what happens next: enrolling goes on to the enrollment
 * flow, which starts from this choice (issue 21); changing a plan online is not built, so it
 * says how to change it today.
 */
function ChoiceMade({ choice }: { choice: PlanChoice }) {
  const perPaycheck = planCostAmounts(choice.objCost).perPaycheck;
  const next = planChoiceCopy.chosen;
  return (
    <NotificationBanner
      type="success"
      title={next.title}
      heading={next.heading(choice.strPlanNm, choice.strPayYear, spokenPrice(perPaycheck))}
      autoFocus
    >
      <p>{fillPlaceholders(next.next[choice.strFlowType])}</p>
      {choice.strFlowType === 'enroll' ? (
        <p>
          <Link href={enrollmentStartPath(choice.strProgId)}>{next.continueToEnrollment}</Link>
        </p>
      ) : null}
      <p>
        <Link href={planChoiceLinks.dashboard}>{next.dashboard}</Link>
      </p>
    </NotificationBanner>
  );
}
