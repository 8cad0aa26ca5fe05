import { describe, expect, it } from 'vitest';
import { createContactMethodsSchema } from './contact-methods-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const methods = { twoFactorMethod: 'S', emailAlerts: 'Y', textAlerts: 'Y' };

describe('createContactMethodsSchema', () => {
  it('accepts text messages when there is a mobile phone', () => {
    expect(createContactMethodsSchema({ hasMobilePhone: true }).safeParse(methods).success).toBe(
      true,
    );
  });

  it('refuses text messages without a mobile phone, email is fine', () => {
    const schema = createContactMethodsSchema({ hasMobilePhone: false });
    expect(fieldErrorsOf(schema.safeParse(methods).error)).toEqual({
      twoFactorMethod: 'smsNeedsMobilePhone',
      textAlerts: 'smsNeedsMobilePhone',
    });
    expect(
      schema.safeParse({ twoFactorMethod: 'E', emailAlerts: 'Y', textAlerts: 'N' }).success,
    ).toBe(true);
  });
});
