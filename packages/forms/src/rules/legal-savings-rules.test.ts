import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVERAGE_ATTORNEY_RATE_CENTS } from '../limits.js';
import {
  attorneyCostCents,
  estimateLegalSavings,
  formatTenthsOfHours,
  isAttorneyHours,
  parseHoursToTenths,
  planYearCents,
} from './legal-savings-rules.js';

describe('hours of attorney time', () => {
  it.each([
    ['2', 20],
    ['1.5', 15],
    ['.5', 5],
    ['0', 0],
    ['200', 2000],
    ['200.0', 2000],
    [' 3 ', 30],
  ])('reads %j as %i tenths', (text, tenths) => {
    expect(parseHoursToTenths(text)).toBe(tenths);
    expect(isAttorneyHours(text)).toBe(true);
  });

  it.each(['', '.', '200.1', '201', '1.25', '-1', '1e2', 'two', '1,5', '1000'])(
    'refuses %j',
    (text) => {
      expect(parseHoursToTenths(text)).toBeNull();
      expect(isAttorneyHours(text)).toBe(false);
    },
  );

  it('writes tenths back as the member typed them', () => {
    expect(formatTenthsOfHours(15)).toBe('1.5');
    expect(formatTenthsOfHours(20)).toBe('2');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (tenths) => {
        expect(parseHoursToTenths(formatTenthsOfHours(tenths))).toBe(tenths);
      }),
    );
  });
});

describe('costs', () => {
  it('prices attorney time at the $370.00 average rate', () => {
    expect(AVERAGE_ATTORNEY_RATE_CENTS).toBe(37_000);
    expect(attorneyCostCents(10)).toBe(37_000);
    expect(attorneyCostCents(15)).toBe(55_500);
    expect(attorneyCostCents(1)).toBe(3_700);
    expect(attorneyCostCents(15, 30_000)).toBe(45_000);
  });

  it('a year of the plan is twelve monthly prices', () => {
    expect(planYearCents(2795)).toBe(33_540);
  });
});

describe('estimateLegalSavings', () => {
  const matters = [
    { id: 'will', coveredBy: ['S', 'H'] },
    { id: 'home', coveredBy: ['S', 'H'] },
    { id: 'trust', coveredBy: ['H'] },
  ] as const;

  it('counts the hours the tier covers against a year of its price', () => {
    const estimate = estimateLegalSavings({
      matters,
      hoursInTenths: { will: 20, home: 15, trust: 30 },
      tier: 'H',
      monthlyPriceCents: 2795,
    });
    expect(estimate).toEqual({
      coveredTenths: 65,
      attorneyCostCents: 240_500,
      planYearCents: 33_540,
      savingsCents: 206_960,
      uncoveredMatterIds: [],
    });
  });

  it('leaves out the matters a tier does not cover, and names them', () => {
    const estimate = estimateLegalSavings({
      matters,
      hoursInTenths: { will: 20, trust: 30 },
      tier: 'S',
      monthlyPriceCents: 1850,
    });
    expect(estimate.coveredTenths).toBe(20);
    expect(estimate.attorneyCostCents).toBe(74_000);
    expect(estimate.planYearCents).toBe(22_200);
    expect(estimate.savingsCents).toBe(51_800);
    expect(estimate.uncoveredMatterIds).toEqual(['trust']);
  });

  it('goes negative when the plan costs more than the hours', () => {
    const estimate = estimateLegalSavings({
      matters,
      hoursInTenths: { will: 5 },
      tier: 'H',
      monthlyPriceCents: 2795,
    });
    expect(estimate.savingsCents).toBe(18_500 - 33_540);
  });

  it('savings are always cost less plan year, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.record({
          will: fc.integer({ min: 0, max: 2000 }),
          home: fc.integer({ min: 0, max: 2000 }),
          trust: fc.integer({ min: 0, max: 2000 }),
        }),
        fc.constantFrom('S' as const, 'H' as const),
        fc.integer({ min: 0, max: 100_000 }),
        (hoursInTenths, tier, monthlyPriceCents) => {
          const estimate = estimateLegalSavings({
            matters,
            hoursInTenths,
            tier,
            monthlyPriceCents,
          });
          expect(Number.isInteger(estimate.savingsCents)).toBe(true);
          expect(estimate.savingsCents).toBe(estimate.attorneyCostCents - estimate.planYearCents);
          // High covers every matter here, so it never counts fewer hours than Standard.
          const high = estimateLegalSavings({
            matters,
            hoursInTenths,
            tier: 'H',
            monthlyPriceCents,
          });
          expect(high.coveredTenths).toBeGreaterThanOrEqual(estimate.coveredTenths);
        },
      ),
    );
  });
});
