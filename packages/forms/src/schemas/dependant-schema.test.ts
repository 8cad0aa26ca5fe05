import { describe, expect, it } from 'vitest';
import { createDependantSchema } from './dependant-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const today = '2026-03-15';
const child = {
  relationship: 'U',
  firstName: 'Mia',
  lastName: 'Rivera',
  dateOfBirth: '2015-07-04',
  gender: 'F',
};

function errors(input: object) {
  const result = createDependantSchema({ today }).safeParse({ ...child, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createDependantSchema', () => {
  it('accepts a child, defaulting incapable of self-support to N', () => {
    expect(createDependantSchema({ today }).parse(child).incapableOfSelfSupport).toBe('N');
  });

  it('refuses a date of birth of today or later', () => {
    expect(errors({ dateOfBirth: today })).toEqual({ dateOfBirth: 'dateOfBirthNotBeforeToday' });
    expect(errors({ dateOfBirth: '2026-03-14' })).toEqual({});
  });

  it('puts a spouse under 16 on the date of birth', () => {
    expect(errors({ relationship: 'S', dateOfBirth: '2010-03-16' })).toEqual({
      dateOfBirth: 'spouseUnder16',
    });
    expect(errors({ relationship: 'S', dateOfBirth: '2010-03-15' })).toEqual({});
  });

  it('refuses a child code that does not fit the age, on the relationship', () => {
    expect(errors({ relationship: 'X', dateOfBirth: '2005-03-15' })).toEqual({
      relationship: 'childRelationshipMismatch',
    });
    expect(errors({ relationship: 'D', dateOfBirth: '2006-03-16' })).toEqual({
      relationship: 'studentRelationshipMismatch',
    });
    expect(errors({ relationship: 'D', dateOfBirth: '2005-03-15' })).toEqual({});
  });

  it('a child of 22 or older must be incapable, from an incapacity begun before 22', () => {
    const adult = { relationship: 'P', dateOfBirth: '2004-03-15' };
    expect(errors(adult)).toEqual({ incapableOfSelfSupport: 'childOver22MustBeIncapable' });
    expect(errors({ ...adult, incapableOfSelfSupport: 'Y' })).toEqual({
      incapacityBeganOn: 'required',
    });
    // The 22nd birthday is today: the day before is still under 22.
    expect(
      errors({ ...adult, incapableOfSelfSupport: 'Y', incapacityBeganOn: '2026-03-14' }),
    ).toEqual({});
    expect(
      errors({ ...adult, incapableOfSelfSupport: 'Y', incapacityBeganOn: '2026-03-15' }),
    ).toEqual({
      incapacityBeganOn: 'incapacityAgeLimit',
    });
    expect(
      errors({ ...adult, incapableOfSelfSupport: 'Y', incapacityBeganOn: '2020-01-01' }),
    ).toEqual({});
    expect(
      errors({ ...adult, incapableOfSelfSupport: 'Y', incapacityBeganOn: '2000-01-01' }),
    ).toEqual({
      incapacityBeganOn: 'date',
    });
  });

  it('refuses a placeholder SSN but lets the SSN be left out', () => {
    expect(errors({ ssn: '000000000' })).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '' })).toEqual({});
  });
});
