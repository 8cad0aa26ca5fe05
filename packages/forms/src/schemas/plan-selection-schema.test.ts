import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createPlanSelectionSchema } from './plan-selection-schema.js';

const selection = {
  planId: 'LAW-H-2026',
  planYear: '2026',
  planTier: 'H',
  coverageTier: 'SF',
  payFrequency: 'B',
  zip: '20001',
};

describe('createPlanSelectionSchema', () => {
  it('accepts a family plan covering two dependants', () => {
    expect(createPlanSelectionSchema({ coveredDependants: 2 }).safeParse(selection).success).toBe(
      true,
    );
  });

  it('refuses a plan type that does not match the family', () => {
    const result = createPlanSelectionSchema({ coveredDependants: 1 }).safeParse(selection);
    expect(fieldErrorsOf(result.error)).toEqual({ coverageTier: 'planTypeFamilyMismatch' });
  });

  it('refuses unknown codes, a bad year and a bad zip', () => {
    const result = createPlanSelectionSchema({ coveredDependants: 2 }).safeParse({
      ...selection,
      planTier: 'P',
      planYear: '26',
      payFrequency: 'W',
      zip: '2000',
    });
    expect(fieldErrorsOf(result.error)).toEqual({
      planTier: 'pattern',
      planYear: 'pattern',
      payFrequency: 'pattern',
      zip: 'invalidZipCode',
    });
  });
});
