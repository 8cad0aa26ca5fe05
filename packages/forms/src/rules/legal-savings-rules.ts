import type { PlanTier } from '../code-lists/plan-tiers.js';
import { AVERAGE_ATTORNEY_RATE_CENTS, CALCULATOR_MAX_HOURS } from '../limits.js';

/*
 * The legal savings calculator (spec sections 1 and 2, /tools/legal-calculator): what the hours a
 * member expects to need would cost at the average attorney rate, against a year of the plan. Hours
 * are counted in tenths and money in cents, so every sum is exact integer arithmetic.
 */

/** Whole hours or one decimal place ('2', '1.5', '.5'), from 0 to CALCULATOR_MAX_HOURS. */
export function parseHoursToTenths(value: string): number | null {
  const match = /^(\d{0,3})(?:\.(\d))?$/.exec(value.trim());
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  const tenths = Number(match[1] || '0') * 10 + Number(match[2] ?? '0');
  return tenths <= CALCULATOR_MAX_HOURS * 10 ? tenths : null;
}

export function isAttorneyHours(value: string): boolean {
  return parseHoursToTenths(value) !== null;
}

/** What hours of attorney time cost by the hour: 15 tenths at $370.00 is $555.00 (55,500 cents). */
export function attorneyCostCents(
  tenths: number,
  hourlyRateCents: number = AVERAGE_ATTORNEY_RATE_CENTS,
): number {
  return Math.round((tenths * hourlyRateCents) / 10);
}

/** A year of the plan: twelve monthly prices. */
export function planYearCents(monthlyPriceCents: number): number {
  return monthlyPriceCents * 12;
}

/** A legal matter of the calculator and the plan tiers that cover it. */
export type CalculatorMatter = { id: string; coveredBy: readonly PlanTier[] };

export type SavingsEstimate = {
  /** Hours (in tenths) of matters the chosen tier covers. */
  coveredTenths: number;
  /** What those hours cost at the hourly rate. */
  attorneyCostCents: number;
  planYearCents: number;
  /** attorneyCostCents - planYearCents; negative when the plan costs more than the hours. */
  savingsCents: number;
  /** Matters with hours that the chosen tier does not cover (paid by the hour either way). */
  uncoveredMatterIds: string[];
};

/**
 * The estimate for a tier: only matters the tier covers count, since hours on a matter it does not
 * cover are paid by the hour with or without the plan.
 */
export function estimateLegalSavings({
  matters,
  hoursInTenths,
  tier,
  monthlyPriceCents,
  hourlyRateCents = AVERAGE_ATTORNEY_RATE_CENTS,
}: {
  matters: readonly CalculatorMatter[];
  hoursInTenths: Readonly<Record<string, number>>;
  tier: PlanTier;
  monthlyPriceCents: number;
  hourlyRateCents?: number;
}): SavingsEstimate {
  let coveredTenths = 0;
  const uncoveredMatterIds: string[] = [];
  for (const matter of matters) {
    const tenths = hoursInTenths[matter.id] ?? 0;
    if (tenths <= 0) continue;
    if (matter.coveredBy.includes(tier)) coveredTenths += tenths;
    else uncoveredMatterIds.push(matter.id);
  }
  const cost = attorneyCostCents(coveredTenths, hourlyRateCents);
  const year = planYearCents(monthlyPriceCents);
  return {
    coveredTenths,
    attorneyCostCents: cost,
    planYearCents: year,
    savingsCents: cost - year,
    uncoveredMatterIds,
  };
}

/** 15 tenths -> '1.5', 20 -> '2'. */
export function formatTenthsOfHours(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}
