import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createPersonalInfoSchema } from './personal-info-schema.js';

const today = '2026-03-15';
const valid = {
  prefix: 'Ms.',
  firstName: 'Ana María',
  middleInitial: 'J',
  lastName: "O'Neil-Smith",
  suffix: '',
  dateOfBirth: '1980-06-01',
  ssn: '123-45-6789',
  gender: 'F',
  married: 'Y',
  primaryPhone: '(202) 555-0143',
  primaryPhoneType: 'M',
  alternatePhone: '',
  alternatePhoneType: '',
  workEmail: 'ana.oneil@example.org',
  confirmWorkEmail: 'Ana.ONeil@example.org',
  otherEmail: 'ana@example.com',
  notificationPreference: 'E',
  electronicConsent: true,
};

function errors(
  input: object,
  options: Parameters<typeof createPersonalInfoSchema>[0] = { today },
) {
  const result = createPersonalInfoSchema(options).safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createPersonalInfoSchema', () => {
  it('says the emails disagree even while a choice is still empty', () => {
    expect(errors({ gender: '', confirmWorkEmail: 'someone@example.org' })).toEqual({
      gender: 'required',
      confirmWorkEmail: 'emailMismatch',
    });
  });

  it('with an SSN saved already, a blank one keeps it; one typed is checked as ever', () => {
    const saved = { today, ssnSaved: true };
    expect(errors({ ssn: '' }, saved)).toEqual({});
    expect(errors({ ssn: '' })).toEqual({ ssn: 'required' });
    expect(errors({ ssn: '000-00-0000' }, saved)).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '999999999' }, saved)).toEqual({ ssn: 'invalidSsn' });
  });

  it('accepts a complete person and trims names; an empty suffix is none', () => {
    const result = createPersonalInfoSchema({ today }).parse({
      ...valid,
      firstName: '  Ana María ',
    });
    expect(result.firstName).toBe('Ana María');
    expect(result.suffix).toBeUndefined();
  });

  it('refuses each SSN placeholder and a malformed SSN', () => {
    expect(errors({ ssn: '000000000' })).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '999-99-9999' })).toEqual({ ssn: 'invalidSsn' });
    expect(errors({ ssn: '12345678' })).toEqual({ ssn: 'invalidSsn' });
  });

  it('needs a date of birth before today and age 13 for online enrollment', () => {
    expect(errors({ dateOfBirth: '' })).toEqual({ dateOfBirth: 'required' });
    expect(errors({ dateOfBirth: '2026-02-30' })).toEqual({ dateOfBirth: 'date' });
    expect(errors({ dateOfBirth: today })).toEqual({ dateOfBirth: 'dateOfBirthNotBeforeToday' });
    expect(errors({ dateOfBirth: '2013-03-16' })).toEqual({
      dateOfBirth: 'underOnlineEnrollmentAge',
    });
    expect(errors({ dateOfBirth: '2013-03-15' })).toEqual({});
  });

  it('refuses names with digits, an over-long name and unknown codes', () => {
    expect(errors({ firstName: 'R2D2' })).toEqual({ firstName: 'pattern' });
    expect(errors({ lastName: 'x'.repeat(36) })).toEqual({ lastName: 'maxlength' });
    expect(errors({ gender: 'X', married: '' })).toEqual({
      gender: 'pattern',
      married: 'required',
    });
    expect(errors({ middleInitial: 'JR' })).toEqual({ middleInitial: 'pattern' });
  });

  it('refuses matching emails, a confirmation that differs, and a missing consent', () => {
    expect(errors({ otherEmail: 'ANA.ONEIL@example.org' })).toEqual({ otherEmail: 'emailDiffers' });
    expect(errors({ confirmWorkEmail: 'ana@example.net' })).toEqual({
      confirmWorkEmail: 'emailMismatch',
    });
    expect(errors({ electronicConsent: false })).toEqual({ electronicConsent: 'consentRequired' });
    expect(errors({ workEmail: 'ana@', confirmWorkEmail: 'ana@' })).toEqual({
      workEmail: 'invalidEmail',
    });
  });

  it('checks phones and their types, and the notification preference', () => {
    expect(errors({ primaryPhone: '555-0143' })).toEqual({ primaryPhone: 'invalidPhone' });
    expect(errors({ primaryPhoneType: 'O' })).toEqual({ primaryPhoneType: 'pattern' });
    expect(errors({ alternatePhone: '202 555 0188' })).toEqual({ alternatePhoneType: 'required' });
    expect(errors({ alternatePhone: '202 555 0188', alternatePhoneType: 'O' })).toEqual({});
    expect(errors({ notificationPreference: 'X' })).toEqual({ notificationPreference: 'pattern' });
  });

  it('sends a survivor under 16 to customer service, on the 16th birthday no longer', () => {
    expect(errors({ dateOfBirth: '2010-03-16' }, { today, enrollingAs: 'S' })).toEqual({
      dateOfBirth: 'survivorNeedsCustomerService',
    });
    expect(errors({ dateOfBirth: '2010-03-15' }, { today, enrollingAs: 'S' })).toEqual({});
  });
});
