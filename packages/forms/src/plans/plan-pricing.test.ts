import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageTierValues } from '../code-lists/coverage-tiers.js';
import { payFrequencyValues } from '../code-lists/pay-frequencies.js';
import { splitAnnualAmount } from '../money/split-annual-amount.js';
import { coverageTierForDependants } from '../rules/plan-rules.js';
import { planCostOf, rateFor } from './plan-pricing.js';

const periodsOf = { B: 26, S: 24, M: 12, T: 13 } as const;

describe('planCostOf', () => {
  it('prices $570.00 a year for every pay frequency, the last paycheck taking the remainder', () => {
    const cost = (payFrequency: 'B' | 'S' | 'M' | 'T') =>
      planCostOf({ annualCents: 57_000, coverageTier: 'SF', payFrequency });
    // 57000 / 26 = 2192.31 → 2192, the last 57000 - 25 × 2192 = 2200.
    expect(cost('B')).toEqual({
      strCoverageTier: 'SF',
      strRateCd: 'R01',
      strPayFreq: 'B',
      lnPeriodsPerYear: 26,
      lnPerPaycheckCents: 2192,
      lnLastPaycheckCents: 2200,
      lnPerMonthCents: 4750,
      lnPerYearCents: 57_000,
    });
    expect(cost('S')).toMatchObject({ lnPerPaycheckCents: 2375, lnLastPaycheckCents: 2375 });
    expect(cost('M')).toMatchObject({ lnPerPaycheckCents: 4750, lnLastPaycheckCents: 4750 });
    // 57000 / 13 = 4384.6 → 4385 (half-up), the last 57000 - 12 × 4385 = 4380.
    expect(cost('T')).toMatchObject({ lnPerPaycheckCents: 4385, lnLastPaycheckCents: 4380 });
  });

  it('adds up to the annual amount to the cent over a year, for every frequency (property)', () => {
    fc.assert(
      fc.property(
        // From a dollar a paycheck: below half a cent a period no half-up split exists.
        fc.integer({ min: 26 * 100, max: 100_000_00 }),
        fc.constantFrom(...payFrequencyValues),
        fc.constantFrom(...coverageTierValues),
        (annualCents, payFrequency, coverageTier) => {
          const cost = planCostOf({ annualCents, coverageTier, payFrequency });
          const periods = periodsOf[payFrequency];
          expect(cost.lnPeriodsPerYear).toBe(periods);
          expect(cost.lnPerPaycheckCents * (periods - 1) + cost.lnLastPaycheckCents).toBe(
            annualCents,
          );
          // Each regular paycheck is the exact share rounded half-up: within half a cent.
          expect(Math.abs(cost.lnPerPaycheckCents - annualCents / periods)).toBeLessThanOrEqual(
            0.5,
          );
          expect(cost.lnPerMonthCents).toBe(splitAnnualAmount(annualCents, 12)[0]);
          expect(cost.lnPerYearCents).toBe(annualCents);
        },
      ),
    );
  });
});

describe('the coverage tier from the family', () => {
  it('is S alone, S1 with one, SF with two or more (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), (dependants) => {
        const tier = coverageTierForDependants(dependants);
        expect(tier).toBe(dependants === 0 ? 'S' : dependants === 1 ? 'S1' : 'SF');
      }),
    );
  });
});

describe('rateFor', () => {
  const rates = [
    { planId: 'LAW-S', firstPlanYear: 2026, coverageTier: 'S', rateCode: 'R01', annualCents: 100 },
    { planId: 'LAW-S', firstPlanYear: 2028, coverageTier: 'S', rateCode: 'R01', annualCents: 200 },
    { planId: 'LAW-S', firstPlanYear: 2026, coverageTier: 'S', rateCode: 'R02', annualCents: 300 },
  ] as const;
  const rate = (planYear: number, rateCode?: string) =>
    rateFor(
      { rates: [...rates] },
      { planId: 'LAW-S', planYear, coverageTier: 'S', ...(rateCode && { rateCode }) },
    )?.annualCents;

  it('takes the row of the latest first plan year not after the year asked', () => {
    expect(rate(2026)).toBe(100);
    expect(rate(2027)).toBe(100);
    expect(rate(2028)).toBe(200);
    expect(rate(2040)).toBe(200);
  });

  it('has nothing before the plan was sold, and reads R01 unless told', () => {
    expect(rate(2025)).toBeUndefined();
    expect(rate(2026, 'R02')).toBe(300);
    expect(rate(2026, 'R09')).toBeUndefined();
  });
});
