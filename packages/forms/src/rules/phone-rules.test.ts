import { describe, expect, it } from 'vitest';
import { formatUsPhoneNumber, isUsPhoneNumber, normalisePhoneNumber } from './phone-rules.js';

describe('phone numbers', () => {
  it.each(['2025550143', '(202) 555-0143', '202.555.0143', '+1 202 555 0143'])(
    'accepts %s',
    (phone) => {
      expect(isUsPhoneNumber(phone)).toBe(true);
    },
  );

  it.each(['202555014', '20255501430', '1025550143', '2021550143', 'phone'])(
    'refuses %s',
    (phone) => {
      expect(isUsPhoneNumber(phone)).toBe(false);
    },
  );

  it('normalises to ten digits', () => {
    expect(normalisePhoneNumber('1 (202) 555-0143')).toBe('2025550143');
  });

  it.each([
    ['2025550143', '(202) 555-0143'],
    ['1-202-555-0143', '(202) 555-0143'],
    ['(202) 555-0143', '(202) 555-0143'],
    ['202.555.0143', '(202) 555-0143'],
  ])('shows %s as %s', (phone, shown) => {
    expect(formatUsPhoneNumber(phone)).toBe(shown);
  });

  it.each(['•••-•••-0143', '555-0143', ''])('leaves %j as it is', (phone) => {
    expect(formatUsPhoneNumber(phone)).toBe(phone);
  });
});
