import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.js';
import { fieldErrorsOf } from './field-errors-of.js';
import { createGetStartedSchema } from './get-started-schema.js';

const today = '2026-03-15';
const federal = createGetStartedSchema({ today, productLine: 'MFB' });

function errors(input: object, schema = federal) {
  const result = schema.safeParse({ dateOfBirth: '1980-06-01', ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createGetStartedSchema', () => {
  it('accepts each federal kind with what it needs', () => {
    expect(errors({ enrollingAs: 'F', agencyCode: 'AG01' })).toEqual({});
    expect(errors({ enrollingAs: 'A', agencyCode: 'OPM' })).toEqual({});
    expect(errors({ enrollingAs: 'M' })).toEqual({});
    expect(errors({ enrollingAs: 'FMM', agencyCode: '' })).toEqual({});
  });

  it('requires the choice, and an agency of the list for employees and annuitants', () => {
    expect(errors({ enrollingAs: '' })).toEqual({ enrollingAs: 'required' });
    expect(errors({ enrollingAs: 'ZZ' })).toEqual({ enrollingAs: 'pattern' });
    expect(errors({ enrollingAs: 'U' })).toEqual({ agencyCode: 'required' });
    expect(errors({ enrollingAs: 'F', agencyCode: 'ag 1' })).toEqual({ agencyCode: 'pattern' });
    const withList = createGetStartedSchema({
      today,
      productLine: 'MFB',
      isKnownAgency: (code, kind) => kind === 'employing' && code === 'AG01',
    });
    expect(errors({ enrollingAs: 'F', agencyCode: 'AG02' }, withList)).toEqual({
      agencyCode: 'agencyNotFound',
    });
    expect(errors({ enrollingAs: 'S', agencyCode: 'AG01' }, withList)).toEqual({
      agencyCode: 'agencyNotFound',
    });
  });

  it('offers each edition its own kinds only', () => {
    const individual = createGetStartedSchema({ today, productLine: 'MP' });
    expect(errors({ enrollingAs: 'MP' }, individual)).toEqual({});
    expect(errors({ enrollingAs: 'F', agencyCode: 'AG01' }, individual)).toEqual({
      enrollingAs: 'enrollingAsNotOffered',
    });
    expect(errors({ enrollingAs: 'MP' })).toEqual({ enrollingAs: 'enrollingAsNotOffered' });
  });

  it('applies the age rules on the birthday: 13 online, a survivor 16', () => {
    expect(errors({ enrollingAs: 'M', dateOfBirth: '2013-03-15' })).toEqual({});
    expect(errors({ enrollingAs: 'M', dateOfBirth: '2013-03-16' })).toEqual({
      dateOfBirth: 'underOnlineEnrollmentAge',
    });
    expect(errors({ enrollingAs: 'S', agencyCode: 'OPM', dateOfBirth: '2010-03-15' })).toEqual({});
    expect(errors({ enrollingAs: 'S', agencyCode: 'OPM', dateOfBirth: '2010-03-16' })).toEqual({
      dateOfBirth: 'survivorNeedsCustomerService',
    });
    expect(errors({ enrollingAs: 'M', dateOfBirth: '2026-02-30' })).toEqual({
      dateOfBirth: 'date',
    });
    expect(errors({ enrollingAs: 'M', dateOfBirth: today })).toEqual({
      dateOfBirth: 'dateOfBirthNotBeforeToday',
    });
  });

  it('agrees with the age rule for any date of birth around the 13th birthday', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 3 }), (shift) => {
        const dateOfBirth = addDays('2013-03-15', shift);
        expect(errors({ enrollingAs: 'M', dateOfBirth })).toEqual(
          shift <= 0 ? {} : { dateOfBirth: 'underOnlineEnrollmentAge' },
        );
      }),
    );
  });
});
