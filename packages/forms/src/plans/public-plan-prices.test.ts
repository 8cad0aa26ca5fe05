import { describe, expect, it } from 'vitest';
import { parsePlanCatalogue } from './plan-catalogue-schema.js';
import { publicPlanPricesOf } from './public-plan-prices.js';
import { testCatalogue } from './test-plan-catalogue.test-fixture.js';

describe('publicPlanPricesOf', () => {
  it("is the legal plan's Self Only monthly rates of the plan year current that day", () => {
    expect(publicPlanPricesOf(testCatalogue, '2026-11-25')).toEqual({
      currency: 'USD',
      unit: 'cents per month',
      standard: 1850,
      high: 2795,
    });
  });

  it('follows a new plan year once it begins', () => {
    const catalogue = {
      ...testCatalogue,
      rates: [
        ...testCatalogue.rates,
        {
          planId: 'LAW-S',
          firstPlanYear: 2027,
          coverageTier: 'S' as const,
          rateCode: 'R01',
          annualCents: 24_000,
        },
      ],
    };
    expect(publicPlanPricesOf(catalogue, '2026-12-31').standard).toBe(1850);
    expect(publicPlanPricesOf(catalogue, '2027-01-01').standard).toBe(2000);
  });
});

describe('parsePlanCatalogue', () => {
  it('refuses a rate of a plan the catalogue does not have, naming the problem', () => {
    const broken = {
      ...testCatalogue,
      rates: [
        {
          planId: 'LAW-X',
          firstPlanYear: 2026,
          coverageTier: 'S',
          rateCode: 'R01',
          annualCents: 1,
        },
      ],
    };
    expect(() => parsePlanCatalogue(broken)).toThrow(/every rate a plan/);
  });

  it('refuses fractional cents and a day that is not on the calendar', () => {
    const rate = testCatalogue.rates[0];
    expect(() =>
      parsePlanCatalogue({ ...testCatalogue, rates: [{ ...rate, annualCents: 22_200.5 }] }),
    ).toThrow(/annualCents/);
    const program = testCatalogue.programs[0];
    expect(() =>
      parsePlanCatalogue({
        ...testCatalogue,
        programs: [
          {
            ...program,
            planYears: {
              coverageStart: '02-30',
              openSeason: { firstDay: '11-10', lastDay: '12-08' },
            },
          },
        ],
      }),
    ).toThrow(/coverageStart/);
  });
});
