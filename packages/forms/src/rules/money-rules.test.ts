import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarsToCents } from './money-rules.js';

describe('parseDollarsToCents', () => {
  it.each([
    ['9,999.99', 999_999],
    ['10,000.00', 1_000_000],
    ['$1,234.5', 123_450],
    ['0.10', 10],
    ['.99', 99],
    ['42', 4_200],
    [' $ 7.05 ', 705],
    ['1,000,000', 100_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', '.', '5.', '-5', '1.234', '1e3', '12,34', '1,2345', 'abc', '$', '0x10', 'Infinity'])(
    'refuses %j',
    (text) => {
      expect(parseDollarsToCents(text)).toBeUndefined();
    },
  );

  it('formats cents as dollars', () => {
    expect(formatCents(999_999)).toBe('$9,999.99');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('reads back every amount it formats (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseDollarsToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});
