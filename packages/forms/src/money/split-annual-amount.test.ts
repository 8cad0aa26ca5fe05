import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payFrequencyValues } from '../code-lists/pay-frequencies.js';
import { moneyPeriodOfPayFrequency, moneyPeriods } from './money-periods.js';
import { perPeriodAmount, splitAnnualAmount } from './split-annual-amount.js';

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('splitAnnualAmount', () => {
  it('splits an even amount evenly', () => {
    expect(splitAnnualAmount(1200, 12)).toEqual(new Array(12).fill(100));
  });

  it('rounds a period of exactly half a cent up', () => {
    // 1206 / 12 = 100.5 cents: half-up gives 101, and the last month takes 1206 - 11 * 101 = 95.
    const months = splitAnnualAmount(1206, 12);
    expect(months.slice(0, 11)).toEqual(new Array(11).fill(101));
    expect(months[11]).toBe(95);
  });

  it('rounds below half a cent down and the last period absorbs the remainder', () => {
    // 1205 / 12 = 100.41…: 100 a month, the last one 105.
    const months = splitAnnualAmount(1205, 12);
    expect(months.slice(0, 11)).toEqual(new Array(11).fill(100));
    expect(months[11]).toBe(105);
  });

  it('gives 26 biweekly paychecks that sum to the year', () => {
    // $25.50 a month is $306.00 a year: 30600 / 26 = 1176.92… → 1177, the last 30600 - 25 * 1177.
    const paychecks = splitAnnualAmount(30_600, 26);
    expect(paychecks).toHaveLength(26);
    expect(paychecks[0]).toBe(1177);
    expect(paychecks[25]).toBe(1175);
    expect(sum(paychecks)).toBe(30_600);
  });

  it.each([12, 24, 26, 52])('sums exactly to the annual amount over %i periods (property)', (n) => {
    fc.assert(
      fc.property(fc.integer({ min: 100 * n, max: 1_000_000_000_00 }), (annual) => {
        const amounts = splitAnnualAmount(annual, n);
        expect(amounts).toHaveLength(n);
        expect(sum(amounts)).toBe(annual);
        // Every period but the last is the same, within a cent of the exact share.
        expect(new Set(amounts.slice(0, -1)).size).toBeLessThanOrEqual(1);
        expect(Math.abs((amounts[0] as number) - annual / n)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('splits zero into zeros', () => {
    expect(splitAnnualAmount(0, 26)).toEqual(new Array(26).fill(0));
  });

  it('keeps large amounts exact', () => {
    const annual = Number.MAX_SAFE_INTEGER - 1; // divisible by 2, not by 12
    const months = splitAnnualAmount(annual, 12);
    expect(months.every(Number.isSafeInteger)).toBe(true);
    expect(BigInt(months[0] as number) * 11n + BigInt(months[11] as number)).toBe(BigInt(annual));
  });

  it('refuses fractional, unsafe or non-number cents', () => {
    expect(() => splitAnnualAmount(12.5, 12)).toThrow(
      new TypeError('annualCents must be a whole number of cents, got 12.5'),
    );
    expect(() => splitAnnualAmount(Number.NaN, 12)).toThrow(TypeError);
    expect(() => splitAnnualAmount(2 ** 53, 12)).toThrow(TypeError);
  });

  it('refuses a negative amount', () => {
    expect(() => splitAnnualAmount(-1200, 12)).toThrow(
      new RangeError('annualCents must not be negative, got -1200 cents'),
    );
  });

  it('refuses a period count that is not a whole number of at least 1', () => {
    expect(() => splitAnnualAmount(1200, 0)).toThrow(RangeError);
    expect(() => splitAnnualAmount(1200, 2.5)).toThrow(
      new RangeError('periods must be a whole number of at least 1, got 2.5'),
    );
  });

  it('refuses an amount too small for its rounded-up periods', () => {
    // 6 / 12 = 0.5 → 1 cent each for 11 months would already be 11 cents of a 6-cent year.
    expect(() => splitAnnualAmount(6, 12)).toThrow(
      new RangeError('6 cents is too small to split into 12 periods rounded half-up'),
    );
  });
});

describe('perPeriodAmount', () => {
  it('is the regular period, not the last', () => {
    expect(perPeriodAmount(30_600, 'paycheck')).toBe(1177);
    expect(perPeriodAmount(1206, 'month')).toBe(101);
  });

  it('covers every period of the data', () => {
    expect(perPeriodAmount(31_200, 'year')).toBe(31_200);
    expect(perPeriodAmount(31_200, 'month')).toBe(2600);
    expect(perPeriodAmount(31_200, 'semiMonthlyPaycheck')).toBe(1300);
    expect(perPeriodAmount(31_200, 'weeklyPaycheck')).toBe(600);
    expect(perPeriodAmount(31_200, 'fourWeeklyPaycheck')).toBe(2400);
    expect(Object.keys(moneyPeriods).sort()).toEqual(
      [
        'fourWeeklyPaycheck',
        'month',
        'paycheck',
        'semiMonthlyPaycheck',
        'weeklyPaycheck',
        'year',
      ].sort(),
    );
  });

  it('follows every pay frequency of the code list', () => {
    expect(Object.keys(moneyPeriodOfPayFrequency).sort()).toEqual([...payFrequencyValues].sort());
    expect(moneyPeriods[moneyPeriodOfPayFrequency.B].perYear).toBe(26);
    expect(moneyPeriods[moneyPeriodOfPayFrequency.S].perYear).toBe(24);
  });
});
