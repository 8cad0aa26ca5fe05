import { describe, expect, it } from 'vitest';
import { payFrequencyOf } from './pay-frequency.js';

const member = {
  onFile: null,
  productLine: 'MFB' as const,
  affiliation: 'F' as const,
  employmentStatus: 'F',
};

describe('payFrequencyOf', () => {
  it('takes the one on file first', () => {
    expect(payFrequencyOf({ ...member, onFile: 'T' })).toEqual({ payFrequency: 'T', onFile: true });
  });

  it('defaults by the kind of member', () => {
    expect(payFrequencyOf(member).payFrequency).toBe('B');
    expect(payFrequencyOf({ ...member, employmentStatus: 'A' }).payFrequency).toBe('M');
    expect(
      payFrequencyOf({ ...member, affiliation: 'M', employmentStatus: 'ACD' }).payFrequency,
    ).toBe('S');
    expect(payFrequencyOf({ ...member, productLine: 'MP', affiliation: null })).toEqual({
      payFrequency: 'M',
      onFile: false,
    });
  });
});
