import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createIdentityFactsSchema } from './identity-facts-schema.js';

const today = '2026-03-15';

function errors(input: object) {
  const result = createIdentityFactsSchema({ today }).safeParse({
    dateOfBirth: '1990-01-01',
    ssn: '900-10-0004',
    ...input,
  });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createIdentityFactsSchema (login code 18)', () => {
  it('accepts a date of birth and an SSN, dashes or not', () => {
    expect(errors({})).toEqual({});
    expect(errors({ ssn: '900100004' })).toEqual({});
  });

  it('refuses the placeholders and a missing SSN', () => {
    expect(errors({ ssn: '000000000' })).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '999-99-9999' })).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '' })).toEqual({ ssn: 'required' });
  });

  it('keeps the enrollment age rules: 13 on the birthday, never today or later', () => {
    expect(errors({ dateOfBirth: '2013-03-15' })).toEqual({});
    expect(errors({ dateOfBirth: '2013-03-16' })).toEqual({
      dateOfBirth: 'underOnlineEnrollmentAge',
    });
    expect(errors({ dateOfBirth: today })).toEqual({ dateOfBirth: 'dateOfBirthNotBeforeToday' });
  });
});
