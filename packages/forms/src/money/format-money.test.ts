import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from '../rules/money-rules.js';
import { formatMoney, formatMoneyPerPeriod } from './format-money.js';

describe('formatMoney', () => {
  it.each([
    [123_456, '$1,234.56'],
    [2550, '$25.50'],
    [5, '$0.05'],
    [0, '$0.00'],
    [100, '$1.00'],
    [-500, '-$5.00'],
    [-5, '-$0.05'],
    [100_000_000_00, '$100,000,000.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('keeps the largest safe amount exact, with no float rounding', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('formats another currency in en-US with two decimals', () => {
    expect(formatMoney(1850, { currency: 'EUR' })).toBe('€18.50');
  });

  it('refuses fractional and non-finite cents', () => {
    expect(() => formatMoney(18.5)).toThrow(
      new TypeError('cents must be a whole number of cents, got 18.5'),
    );
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it('reads back through parseDollarsToCents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseDollarsToCents(formatMoney(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatMoneyPerPeriod', () => {
  it('gives the short suffix to show and the words to say', () => {
    expect(formatMoneyPerPeriod(2550, 'month')).toEqual({
      amount: '$25.50',
      short: '/mo',
      spoken: 'per month',
      spokenText: '$25.50 per month',
    });
    expect(formatMoneyPerPeriod(1177, 'paycheck').spokenText).toBe('$11.77 per paycheck');
  });
});
