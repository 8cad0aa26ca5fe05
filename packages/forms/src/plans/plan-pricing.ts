import type { CoverageTier } from '../code-lists/coverage-tiers.js';
import { coverageTiers } from '../code-lists/coverage-tiers.js';
import type { PayFrequency } from '../code-lists/pay-frequencies.js';
import { DEFAULT_RATE_CODE } from '../limits.js';
import type { Cents } from '../money/cents.js';
import { moneyPeriodOfPayFrequency, moneyPeriods } from '../money/money-periods.js';
import { splitAnnualAmount } from '../money/split-annual-amount.js';
import type { CatalogueRate, PlanCatalogue } from './plan-catalogue-schema.js';

/** What a plan costs at one tier and pay frequency: the wire's planCost, in cents. */
export interface PlanCost {
  strCoverageTier: CoverageTier;
  strRateCd: string;
  strPayFreq: PayFrequency;
  lnPeriodsPerYear: number;
  lnPerPaycheckCents: Cents;
  lnLastPaycheckCents: Cents;
  lnPerMonthCents: Cents;
  lnPerYearCents: Cents;
}

/**
 * The rate row that prices `planId` at `coverageTier` and `rateCode` in `planYear`: the one with
 * the latest `firstPlanYear` not after it. Undefined when the catalogue has none (a plan year
 * before the plan was sold, or a rate code it does not know).
 */
export function rateFor(
  catalogue: Pick<PlanCatalogue, 'rates'>,
  {
    planId,
    planYear,
    coverageTier,
    rateCode = DEFAULT_RATE_CODE,
  }: { planId: string; planYear: number; coverageTier: CoverageTier; rateCode?: string },
): CatalogueRate | undefined {
  let found: CatalogueRate | undefined;
  for (const rate of catalogue.rates) {
    if (
      rate.planId === planId &&
      rate.coverageTier === coverageTier &&
      rate.rateCode === rateCode &&
      rate.firstPlanYear <= planYear &&
      (!found || rate.firstPlanYear > found.firstPlanYear)
    ) {
      found = rate;
    }
  }
  return found;
}

/**
 * An annual rate as a member sees it: per paycheck at their pay frequency (B 26, S 24, M 12,
 * T 13 a year), per month and per year. Every amount comes from the one money module
 * (`splitAnnualAmount`: half-up to the cent, the last period absorbing the remainder), so the
 * paychecks of a year add up to the annual rate exactly and no per-period price is typed anywhere.
 */
export function planCostOf({
  annualCents,
  coverageTier,
  payFrequency,
  rateCode = DEFAULT_RATE_CODE,
}: {
  annualCents: Cents;
  coverageTier: CoverageTier;
  payFrequency: PayFrequency;
  rateCode?: string;
}): PlanCost {
  const periods = moneyPeriods[moneyPeriodOfPayFrequency[payFrequency]].perYear;
  const paychecks = splitAnnualAmount(annualCents, periods);
  return {
    strCoverageTier: coverageTier,
    strRateCd: rateCode,
    strPayFreq: payFrequency,
    lnPeriodsPerYear: periods,
    lnPerPaycheckCents: paychecks[0] as Cents,
    lnLastPaycheckCents: paychecks[periods - 1] as Cents,
    lnPerMonthCents: splitAnnualAmount(annualCents, moneyPeriods.month.perYear)[0] as Cents,
    lnPerYearCents: annualCents,
  };
}

/** The label of a coverage tier, as the dashboard shows it. */
export function coverageTierLabel(tier: CoverageTier): string {
  return coverageTiers[tier];
}
