import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaCheckDigit,
  doAccountNumbersMatch,
  hasAbaChecksum,
  isAbaRoutingNumber,
  isAccountNumber,
  isRoutingNumberLength,
  maskAccountNumber,
} from './bank-rules.js';

// Published routing numbers of real banks (Federal Reserve Bank of Boston, JPMorgan Chase NY,
// Bank of America, Wells Fargo CA, US Treasury).
const validRoutingNumbers = ['011000015', '021000021', '026009593', '121000248', '000000518'];

describe('routing numbers', () => {
  it.each(validRoutingNumbers)('accepts %s', (routingNumber) => {
    expect(isAbaRoutingNumber(routingNumber)).toBe(true);
  });

  it.each(['021000022', '123456789', '011000016'])(
    'refuses the bad check digit of %s',
    (routingNumber) => {
      expect(isRoutingNumberLength(routingNumber)).toBe(true);
      expect(hasAbaChecksum(routingNumber)).toBe(false);
    },
  );

  it.each(['02100002', '0210000211', '02100002a', ''])(
    'refuses %j for its length',
    (routingNumber) => {
      expect(isRoutingNumberLength(routingNumber)).toBe(false);
      expect(isAbaRoutingNumber(routingNumber)).toBe(false);
    },
  );

  it('refuses all zeros, which passes the arithmetic', () => {
    expect(isAbaRoutingNumber('000000000')).toBe(false);
  });

  const validRoutingNumber = fc
    .stringMatching(/^\d{8}$/)
    .map((firstEight) => `${firstEight}${abaCheckDigit(firstEight)}`)
    .filter((routingNumber) => routingNumber !== '000000000');

  it('completes any eight digits to a valid routing number (property)', () => {
    fc.assert(
      fc.property(validRoutingNumber, (routingNumber) => isAbaRoutingNumber(routingNumber)),
    );
  });

  it('refuses every single-digit change of a valid routing number (property)', () => {
    fc.assert(
      fc.property(
        validRoutingNumber,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (routingNumber, position, shift) => {
          const digit = (Number(routingNumber[position]) + shift) % 10;
          const changed = `${routingNumber.slice(0, position)}${digit}${routingNumber.slice(position + 1)}`;
          expect(isAbaRoutingNumber(changed)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('account numbers', () => {
  it('accepts 4 to 17 digits', () => {
    expect(isAccountNumber('1234')).toBe(true);
    expect(isAccountNumber('1'.repeat(17))).toBe(true);
    expect(isAccountNumber('123')).toBe(false);
    expect(isAccountNumber('1'.repeat(18))).toBe(false);
    expect(isAccountNumber('1234-5678')).toBe(false);
  });

  it('must match on re-entry', () => {
    expect(doAccountNumbersMatch('12345678', '12345678')).toBe(true);
    expect(doAccountNumbersMatch('12345678', '12345679')).toBe(false);
  });

  it('is shown masked but for its last four digits', () => {
    expect(maskAccountNumber('123456789')).toBe('*****6789');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});
