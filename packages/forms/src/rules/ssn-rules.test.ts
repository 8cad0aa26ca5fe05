import { describe, expect, it } from 'vitest';
import {
  isSsnFormat,
  isSsnPlaceholder,
  isUsernameAnSsn,
  isValidSsn,
  normaliseSsn,
} from './ssn-rules.js';

describe('SSN rules', () => {
  it.each(['000000000', '999999999', '000-00-0000', '999-99-9999'])(
    'refuses the placeholder %s',
    (ssn) => {
      expect(isSsnPlaceholder(ssn)).toBe(true);
      expect(isValidSsn(ssn)).toBe(false);
    },
  );

  it('accepts nine digits, plain or dashed 3-2-4', () => {
    expect(isValidSsn('123456789')).toBe(true);
    expect(isValidSsn('123-45-6789')).toBe(true);
    expect(isValidSsn(' 123456789 ')).toBe(true);
    expect(normaliseSsn('123-45-6789')).toBe('123456789');
  });

  it.each(['12345678', '1234567890', '12-345-6789', '12345678a', ''])(
    'refuses the malformed %j',
    (ssn) => {
      expect(isSsnFormat(ssn)).toBe(false);
    },
  );

  it('near misses of the placeholders are ordinary SSNs', () => {
    expect(isValidSsn('000000001')).toBe(true);
    expect(isValidSsn('999999998')).toBe(true);
  });

  it('refuses a username that is an SSN, however it is separated', () => {
    expect(isUsernameAnSsn('123456789')).toBe(true);
    expect(isUsernameAnSsn('123-45-6789')).toBe(true);
    expect(isUsernameAnSsn('123 45 6789')).toBe(true);
    expect(isUsernameAnSsn('123.45.6789')).toBe(true);
    expect(isUsernameAnSsn('12345678')).toBe(false);
    expect(isUsernameAnSsn('1234567890')).toBe(false);
    expect(isUsernameAnSsn('jane123456789')).toBe(false);
  });
});
