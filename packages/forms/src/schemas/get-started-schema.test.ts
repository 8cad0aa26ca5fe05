import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { getStartedSchema } from './get-started-schema.js';

describe('getStartedSchema', () => {
  it('accepts a federal employee and a uniformed retiree', () => {
    expect(getStartedSchema.safeParse({ affiliation: 'F', employmentStatus: 'F' }).success).toBe(
      true,
    );
    expect(getStartedSchema.safeParse({ affiliation: 'M', employmentStatus: 'RET' }).success).toBe(
      true,
    );
  });

  it('requires both choices and a status of the chosen affiliation', () => {
    const empty = getStartedSchema.safeParse({ affiliation: '', employmentStatus: '' });
    expect(fieldErrorsOf(empty.error)).toEqual({
      affiliation: 'required',
      employmentStatus: 'required',
    });
    const mixed = getStartedSchema.safeParse({ affiliation: 'F', employmentStatus: 'ACD' });
    expect(fieldErrorsOf(mixed.error)).toEqual({
      employmentStatus: 'employmentStatusNotForAffiliation',
    });
    const unknown = getStartedSchema.safeParse({ affiliation: 'F', employmentStatus: 'ZZ' });
    expect(fieldErrorsOf(unknown.error)).toEqual({ employmentStatus: 'pattern' });
  });
});
