import type { IsoDate } from '../dates/iso-date.js';
import { DEFAULT_RATE_CODE } from '../limits.js';
import type { Cents } from '../money/cents.js';
import { moneyPeriods } from '../money/money-periods.js';
import { splitAnnualAmount } from '../money/split-annual-amount.js';
import type { PlanCatalogue } from './plan-catalogue-schema.js';
import { rateFor } from './plan-pricing.js';
import { currentPlanYear } from './plan-years.js';

/** The public site's prices (spec sections 1 and 9: metadata keys standard and high). */
export interface PublicPlanPrices {
  currency: string;
  unit: 'cents per month';
  standard: Cents;
  high: Cents;
}

/**
 * The public pages' 'standard' and 'high' monthly prices: the catalogue's Self Only monthly rates
 * of the legal plan (LAW) for the plan year current on `today`, rate code R01 (domain.md section
 * 3). The service serves them as /assets/metadata/plan-prices.json and the portal's build
 * prerenders them, so the public site and the member pages price from one source.
 */
export function publicPlanPricesOf(catalogue: PlanCatalogue, today: IsoDate): PublicPlanPrices {
  const program = catalogue.programs.find((candidate) => candidate.programId === 'LAW');
  if (!program) throw new Error('The plan catalogue has no legal plan (LAW)');
  const year = currentPlanYear(program.planYears, today).year;
  const monthly = (option: 'S' | 'H') => {
    const plan = catalogue.plans.find(
      (candidate) => candidate.programId === 'LAW' && candidate.option === option,
    );
    const rate =
      plan &&
      rateFor(catalogue, {
        planId: plan.planId,
        planYear: year,
        coverageTier: 'S',
        rateCode: DEFAULT_RATE_CODE,
      });
    if (!rate) throw new Error(`The plan catalogue has no ${option} Self Only rate for ${year}`);
    return splitAnnualAmount(rate.annualCents, moneyPeriods.month.perYear)[0] as Cents;
  };
  return {
    currency: catalogue.currency,
    unit: 'cents per month',
    standard: monthly('S'),
    high: monthly('H'),
  };
}
