import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createFindAccountSchema } from './find-account-schema.js';

const schema = createFindAccountSchema({ today: '2026-03-15' });

describe('createFindAccountSchema', () => {
  it('accepts a last name, SSN and date of birth', () => {
    expect(
      schema.safeParse({ lastName: 'Rivera', ssn: '123456789', dateOfBirth: '1980-01-01' }).success,
    ).toBe(true);
  });

  it('refuses a placeholder SSN and a date of birth of today', () => {
    const result = schema.safeParse({
      lastName: 'Rivera',
      ssn: '999999999',
      dateOfBirth: '2026-03-15',
    });
    expect(fieldErrorsOf(result.error)).toEqual({
      ssn: 'invalidSsn',
      dateOfBirth: 'dateOfBirthNotBeforeToday',
    });
  });
});
