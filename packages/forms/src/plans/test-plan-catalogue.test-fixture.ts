import { parsePlanCatalogue } from './plan-catalogue-schema.js';

/** A catalogue shaped like the committed one (the service's tests read that one). */
export const testCatalogue = parsePlanCatalogue({
  currency: 'USD',
  programs: [
    {
      programId: 'LAW',
      name: { MFB: 'Legal plan', MP: 'Legal plan' },
      productLines: ['MFB', 'MP'],
      paymentTypes: { MFB: ['14'], MP: ['17'] },
      startPath: '/enrollment',
      planYears: { coverageStart: '01-01', openSeason: { firstDay: '11-10', lastDay: '12-08' } },
    },
  ],
  plans: ['S', 'H'].map((option) => ({
    planId: `LAW-${option}`,
    programId: 'LAW',
    option,
    administrator: 'The administrator',
    highlights: [],
  })),
  rates: [
    ['LAW-S', 'S', 22_200],
    ['LAW-S', 'S1', 33_000],
    ['LAW-S', 'SF', 39_600],
    ['LAW-H', 'S', 33_540],
    ['LAW-H', 'S1', 48_600],
    ['LAW-H', 'SF', 57_000],
  ].map(([planId, coverageTier, annualCents]) => ({
    planId,
    firstPlanYear: 2026,
    coverageTier,
    rateCode: 'R01',
    annualCents,
  })),
});

export const legalPlan = testCatalogue.programs[0] as (typeof testCatalogue.programs)[number];
