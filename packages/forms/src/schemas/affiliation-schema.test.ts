import { describe, expect, it } from 'vitest';
import { affiliationSchema } from './affiliation-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

function errors(input: object) {
  const result = affiliationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('affiliationSchema', () => {
  it('accepts a federal employee and an annuitant with an 11-digit claim number', () => {
    expect(
      errors({ affiliation: 'F', employmentStatus: 'F', agency: 'Department of Labor' }),
    ).toEqual({});
    expect(
      errors({
        affiliation: 'F',
        employmentStatus: 'A',
        agency: 'OPM',
        claimNumber: '12345678901',
      }),
    ).toEqual({});
  });

  it('refuses a 10-digit claim number with minlength, and requires one for annuitants', () => {
    const annuitant = { affiliation: 'F', employmentStatus: 'A', agency: 'OPM' };
    expect(errors({ ...annuitant, claimNumber: '1234567890' })).toEqual({
      claimNumber: 'minlength',
    });
    expect(errors({ ...annuitant, claimNumber: 'CSA1234567' })).toEqual({ claimNumber: 'pattern' });
    expect(errors(annuitant)).toEqual({ claimNumber: 'required' });
  });

  it('checks the uniformed branch: a reservist names the component; statuses stay on their side', () => {
    expect(errors({ affiliation: 'M', employmentStatus: 'RCM', branchOfService: 'NAVY' })).toEqual({
      reserveComponent: 'required',
    });
    expect(
      errors({
        affiliation: 'M',
        employmentStatus: 'RCM',
        branchOfService: 'NAVY',
        reserveComponent: 'RESERV',
      }),
    ).toEqual({});
    expect(errors({ affiliation: 'M', employmentStatus: 'F', branchOfService: 'NAVY' })).toEqual({
      employmentStatus: 'pattern',
    });
    expect(errors({ affiliation: 'X' })).toEqual({ affiliation: 'required' });
  });
});
