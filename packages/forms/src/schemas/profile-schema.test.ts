import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { profileSchema } from './profile-schema.js';

const profile = {
  firstName: 'Jane',
  lastName: 'Rivera',
  primaryPhone: '(202) 555-0143',
  primaryPhoneType: 'M',
  alternatePhone: '',
  alternatePhoneType: '',
  primaryEmail: 'jane@agency.gov',
  secondaryEmail: 'jane@home.example',
  notificationPreference: 'B',
  electronicConsent: true,
};

function errors(input: object) {
  const result = profileSchema.safeParse({ ...profile, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('profileSchema', () => {
  it('accepts a profile with two different emails', () => {
    expect(errors({})).toEqual({});
  });

  it('refuses a secondary email equal to the primary, on the secondary', () => {
    expect(errors({ secondaryEmail: 'JANE@agency.gov' })).toEqual({
      secondaryEmail: 'emailDiffers',
    });
  });

  it('needs consent for email notices, not for letters', () => {
    expect(errors({ electronicConsent: false })).toEqual({ electronicConsent: 'consentRequired' });
    expect(errors({ electronicConsent: false, notificationPreference: 'L' })).toEqual({});
  });

  it('needs a type for an alternate phone, and valid phone numbers', () => {
    expect(errors({ alternatePhone: '2025550199' })).toEqual({ alternatePhoneType: 'required' });
    expect(errors({ alternatePhone: '2025550199', alternatePhoneType: 'O' })).toEqual({});
    expect(errors({ primaryPhone: '555-0143', primaryPhoneType: 'X' })).toEqual({
      primaryPhone: 'invalidPhone',
      primaryPhoneType: 'pattern',
    });
  });
});
