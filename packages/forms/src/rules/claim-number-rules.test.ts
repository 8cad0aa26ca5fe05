import { describe, expect, it } from 'vitest';
import { hasClaimNumberMinDigits, isClaimNumberFormat } from './claim-number-rules.js';

describe('claim number', () => {
  it('refuses 10 digits and accepts 11 and 12', () => {
    expect(hasClaimNumberMinDigits('1234567890')).toBe(false);
    expect(hasClaimNumberMinDigits('12345678901')).toBe(true);
    expect(hasClaimNumberMinDigits('123456789012')).toBe(true);
  });

  it('is digits only', () => {
    expect(isClaimNumberFormat('12345678901')).toBe(true);
    expect(isClaimNumberFormat('CSA1234567')).toBe(false);
  });
});
