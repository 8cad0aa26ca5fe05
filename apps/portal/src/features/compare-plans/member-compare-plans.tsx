import type { PricedPlan } from '@portal/api/plans';
import { useComparePlans } from '@portal/api/swr';
import { coverageTiers } from '@portal/forms/code-lists';
import { Link, MoneyAmount, PlanComparison, type PlanComparisonFeature, Stack } from '@portal/ui';
import { planCostAmounts } from '../../plans/plan-cost-amounts.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { comparePlansCopy, comparePlansLinks } from './compare-plans-copy.js';

const copy = comparePlansCopy.member;

/**
 * /tools/compare-plans for a signed-in member (issue 20): the kit's comparison table (a card per
 * plan on a phone) with the member's own prices first, per paycheck at their pay frequency, per
 * month and per year, then the public comparison's features; and the way into choosing a plan.
 */
export function MemberComparePlans({ memberId }: { memberId: string }) {
  const comparison = useComparePlans(memberId, { strProgId: 'LAW' });
  const data = comparison.data;
  return (
    <section className={pageStyles.page} aria-labelledby="compare-plans-heading">
      <h1 id="compare-plans-heading" className={pageStyles.heading}>
        {comparePlansCopy.heading}
      </h1>
      <Stack gap={5}>
        {comparison.error !== undefined ? (
          <ServiceUnavailableBanner />
        ) : data === undefined ? (
          <p role="status">{comparePlansCopy.loading}</p>
        ) : (
          <>
            <p>{copy.intro(coverageTiers[data.strCoverageTier], data.strPayYear)}</p>
            <PlanComparison
              caption={data.strCaption}
              featureHeading={data.strFeatureHeading}
              plans={data.liPlans.map((plan) => ({ id: plan.strPlanId, name: plan.strPlanNm }))}
              features={[...priceRows(data.liPlans), ...featureRows(data)]}
              headingLevel={2}
            />
          </>
        )}
        <p>
          <Link href={comparePlansLinks.choosePlan} className={pageStyles.enrollLink}>
            {copy.choosePlan}
          </Link>
        </p>
        <p>
          {comparePlansCopy.savingsPrompt}{' '}
          <Link href={comparePlansLinks.calculator}>{comparePlansCopy.estimateSavings}</Link>
        </p>
      </Stack>
    </section>
  );
}

function priceRows(plans: ReadonlyArray<PricedPlan>): PlanComparisonFeature[] {
  // A monthly pay frequency's paycheck is the month: one row for both.
  const monthly = plans[0]?.objCost.strPayFreq === 'M';
  const rows: ReadonlyArray<{ name: string; pick: keyof ReturnType<typeof planCostAmounts> }> = [
    { name: monthly ? copy.perMonth : copy.perPaycheck, pick: 'perPaycheck' },
    ...(monthly ? [] : [{ name: copy.perMonth, pick: 'perMonth' as const }]),
    { name: copy.perYear, pick: 'perYear' },
  ];
  return rows.map((row) => ({
    name: row.name,
    values: Object.fromEntries(
      plans.map((plan) => [
        plan.strPlanId,
        <MoneyAmount key={plan.strPlanId} {...planCostAmounts(plan.objCost)[row.pick]} size="md" />,
      ]),
    ),
  }));
}

function featureRows(data: {
  liPlans: ReadonlyArray<{ strPlanId: string }>;
  liRows: ReadonlyArray<{ strFeature: string; liValues: ReadonlyArray<string> }>;
}): PlanComparisonFeature[] {
  return data.liRows.map((row) => ({
    name: row.strFeature,
    values: Object.fromEntries(
      data.liPlans.map((plan, index) => [plan.strPlanId, row.liValues[index] ?? '']),
    ),
  }));
}
