import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import {
  confirmItsYouSchema,
  marketingPreferencesSchema,
  notificationPreferenceSchema,
  profileEmailsSchema,
  profilePhonesSchema,
} from './profile-section-schemas.js';

function errorsOf(schema: {
  safeParse: (input: unknown) => { success: boolean; error?: unknown };
}) {
  return (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error as never);
  };
}

const phones = errorsOf(profilePhonesSchema);
const emails = errorsOf(profileEmailsSchema);
const notification = errorsOf(notificationPreferenceSchema);

describe('profilePhonesSchema', () => {
  it('accepts a mobile phone alone and refuses an alternate without its type', () => {
    expect(phones({ primaryPhone: '(202) 555-0143', primaryPhoneType: 'M' })).toEqual({});
    expect(
      phones({ primaryPhone: '2025550143', primaryPhoneType: 'H', alternatePhone: '3015550111' }),
    ).toEqual({ alternatePhoneType: 'required' });
  });

  it('refuses the types of the other list (O is an alternate type only, W a primary one)', () => {
    expect(phones({ primaryPhone: '2025550143', primaryPhoneType: 'O' })).toEqual({
      primaryPhoneType: 'pattern',
    });
    expect(
      phones({
        primaryPhone: '2025550143',
        primaryPhoneType: 'W',
        alternatePhone: '3015550111',
        alternatePhoneType: 'W',
      }),
    ).toEqual({ alternatePhoneType: 'pattern' });
  });

  it('never throws and reports only known keys, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (primary, type, alternate) => {
        const found = phones({
          primaryPhone: primary,
          primaryPhoneType: type,
          alternatePhone: alternate,
        });
        for (const key of Object.values(found)) {
          expect(['required', 'pattern', 'invalidPhone']).toContain(key);
        }
      }),
    );
  });
});

describe('profileEmailsSchema', () => {
  const valid = {
    workEmail: 'jane@agency.gov',
    confirmWorkEmail: 'Jane@Agency.gov',
    otherEmail: 'jane@home.example',
    confirmOtherEmail: 'jane@home.example',
  };

  it('accepts matching confirmations and two different addresses', () => {
    expect(emails(valid)).toEqual({});
    expect(emails({ workEmail: 'a@b.org', confirmWorkEmail: 'a@b.org' })).toEqual({});
  });

  it('reports a mismatch on the confirmation and a repeat on the other email', () => {
    expect(emails({ ...valid, confirmWorkEmail: 'jane@agency.org' })).toEqual({
      confirmWorkEmail: 'emailMismatch',
    });
    expect(
      emails({ ...valid, otherEmail: 'JANE@agency.gov', confirmOtherEmail: 'jane@agency.gov' }),
    ).toEqual({ otherEmail: 'emailDiffers' });
    expect(emails({ ...valid, confirmOtherEmail: '' })).toEqual({
      confirmOtherEmail: 'emailMismatch',
    });
  });

  it('an email is always accepted as its own confirmation, in any case (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 100);
        const found = emails({ workEmail: email, confirmWorkEmail: email.toUpperCase() });
        expect(found.confirmWorkEmail).toBeUndefined();
      }),
    );
  });
});

describe('notificationPreferenceSchema', () => {
  it('needs the consent for email notices (E, B) and not for letters (L)', () => {
    expect(notification({ notificationPreference: 'E', electronicConsent: false })).toEqual({
      electronicConsent: 'consentRequired',
    });
    expect(notification({ notificationPreference: 'B', electronicConsent: true })).toEqual({});
    expect(notification({ notificationPreference: 'L', electronicConsent: false })).toEqual({});
    expect(notification({ notificationPreference: 'X', electronicConsent: true })).toEqual({
      notificationPreference: 'pattern',
    });
  });
});

describe('marketingPreferencesSchema and confirmItsYouSchema', () => {
  it('takes any subset of the sections, Y or N each', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('A', 'C', 'M', 'P', 'B', 'S'), fc.constantFrom('Y', 'N')),
        (sections) => {
          expect(marketingPreferencesSchema.safeParse({ sections }).success).toBe(true);
        },
      ),
    );
    expect(marketingPreferencesSchema.safeParse({ sections: { Z: 'Y' } }).success).toBe(false);
  });

  it('keeps a password as typed, spaces included, and refuses a blank one', () => {
    expect(confirmItsYouSchema.parse({ password: ' pass word ' }).password).toBe(' pass word ');
    expect(errorsOf(confirmItsYouSchema)({ password: '   ' })).toEqual({ password: 'required' });
  });
});
