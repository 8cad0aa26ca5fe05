import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createTwoStepSettingsSchema } from './two-step-settings-schema.js';

describe('createTwoStepSettingsSchema', () => {
  it('accepts email codes whether or not there is a mobile phone', () => {
    for (const hasMobilePhone of [true, false]) {
      const schema = createTwoStepSettingsSchema({ hasMobilePhone });
      expect(schema.safeParse({ twoStepEnabled: 'Y', twoStepMethod: 'E' }).success).toBe(true);
    }
  });

  it('sends codes by text message only to a mobile phone', () => {
    const withPhone = createTwoStepSettingsSchema({ hasMobilePhone: true });
    expect(withPhone.safeParse({ twoStepEnabled: 'Y', twoStepMethod: 'S' }).success).toBe(true);
    const withoutPhone = createTwoStepSettingsSchema({ hasMobilePhone: false });
    const result = withoutPhone.safeParse({ twoStepEnabled: 'N', twoStepMethod: 'S' });
    expect(fieldErrorsOf(result.error)).toEqual({ twoStepMethod: 'smsNeedsMobilePhone' });
  });

  it('sends codes by email only to an address not flagged invalid', () => {
    const schema = createTwoStepSettingsSchema({ hasMobilePhone: true, hasValidEmail: false });
    const result = schema.safeParse({ twoStepEnabled: 'Y', twoStepMethod: 'E' });
    expect(fieldErrorsOf(result.error)).toEqual({ twoStepMethod: 'emailCodesNeedValidEmail' });
    expect(schema.safeParse({ twoStepEnabled: 'Y', twoStepMethod: 'S' }).success).toBe(true);
  });

  it('refuses unknown codes', () => {
    const schema = createTwoStepSettingsSchema({ hasMobilePhone: true });
    const result = schema.safeParse({ twoStepEnabled: 'maybe', twoStepMethod: 'X' });
    expect(fieldErrorsOf(result.error)).toEqual({
      twoStepEnabled: 'pattern',
      twoStepMethod: 'pattern',
    });
  });
});
