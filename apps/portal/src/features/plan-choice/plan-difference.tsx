import { useComparePlanDetails } from '@portal/api/swr';
import { formatMoney, moneyPeriods } from '@portal/forms/money';
import { paycheckPeriod } from '../../plans/plan-cost-amounts.js';
import { planChoiceCopy } from './plan-choice-copy.js';

const copy = planChoiceCopy.select;

/**
 * In the modify-plan flow, under another plan than the member's: how much more or less it costs
 * per paycheck (their pay frequency) and per year, as the service works it out (comparePlanDetails,
 * at the member's tier). Nothing while it loads or when the call fails: the prices above stand.
 */
export function PlanDifference({
  memberId,
  planId,
  planYear,
}: {
  memberId: string;
  planId: string;
  planYear: string;
}) {
  const details = useComparePlanDetails(memberId, { strPlanId: planId, strPayYear: planYear });
  const data = details.data;
  if (!data?.objCurrentPlan) return null;
  const perPaycheck = data.lnDifferencePerPaycheckCents;
  const perYear = data.lnDifferencePerYearCents;
  if (perPaycheck === 0 && perYear === 0) return <p>{copy.sameAsYours}</p>;
  const period = moneyPeriods[paycheckPeriod(data.objNewPlan.objCost.strPayFreq)].spoken;
  const change = (cents: number) => (cents < 0 ? 'less' : 'more');
  return (
    <p>
      {copy.difference(formatMoney(Math.abs(perPaycheck)), change(perPaycheck), period)} (
      {copy.differenceYear(formatMoney(Math.abs(perYear)), change(perYear))})
    </p>
  );
}
