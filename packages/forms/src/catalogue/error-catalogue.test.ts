import { describe, expect, it } from 'vitest';
import { fieldErrorCatalogue, fieldErrorKeys, fieldErrorMessages } from '../field-errors.js';
import {
  CUSTOMER_CARE_PHONE,
  configureCustomerCarePhone,
  customerCarePhone,
  isCustomerCarePhone,
} from './customer-care.js';
import {
  buildErrorMessagesAsset,
  errorCatalogue,
  formatIdleCountdown,
  formatMessage,
  isErrorMessageKey,
} from './error-catalogue.js';
import { loginMessages } from './login-messages.js';
import { messages } from './messages.js';
import { paymentMessageKey, paymentMessages } from './payment-messages.js';
import { plainTextOf, richTextParts } from './rich-text.js';

describe('error catalogue', () => {
  it.each([
    ['required', 'Required.'],
    ['pattern', 'Invalid. Try again.'],
    [
      'accountNotFound',
      'We could not locate an account with this information. Verify it and try again.',
    ],
    ['invalidCredentials', 'The username/password you entered is incorrect.'],
    [
      'multipleAttempts',
      "Looks like you're having trouble. Click or tap the Need Help? option to find your account and reset your password.",
    ],
    ['dualEnrollment', "This person is already enrolled under another person's plan."],
    ['serviceUnavailable', "We're unable to complete your request at this time."],
    ['invalidSecurityAnswer', 'Your answer does not match our records. Try another question.'],
    ['stateNotEligible', 'This state is not yet eligible for this product.'],
    [
      'contactMethodsInvalid',
      'The methods below have been marked invalid. You can update them after logging in.',
    ],
    [
      'accountLocked',
      'Your account is locked. For your security, your account has been locked due to too many previous invalid login attempts.',
    ],
    [
      'idleWarning',
      'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
    ],
    ['noLongerIdle', 'No longer idle.'],
    ['noSavedBankAccounts', 'You have no saved bank accounts.'],
    ['pageNotFound', 'Page not found.'],
    ['linkNotFound', "We're sorry, but we could not locate you."],
    ['linkExpired', "We're sorry, but the link expired."],
    ['formResubmission', 'Form resubmission! Page will be redirected to user home.'],
    [
      'backButtonDisabled',
      "The browser Back button has been disabled. Please use our website's navigation menu options.",
    ],
    ['usernameIsSsn', 'Username cannot be an SSN.'],
  ] as const)('%s has the spec wording', (key, text) => {
    expect(formatMessage(key)).toBe(text);
    expect(errorCatalogue[key].ours).toBe(false);
  });

  it('words the one-time-code messages around the spec phrases', () => {
    expect(formatMessage('oneTimeCodeInvalid')).toMatch(/instead of pasting/);
    expect(formatMessage('oneTimeCodeExpired')).toContain('Send a new code');
    expect(formatMessage('oneTimeCodeRepeatedFailure')).toContain('Try sending a new code');
    for (const key of [
      'oneTimeCodeInvalidOtherMethod',
      'oneTimeCodeExpiredOtherMethod',
      'oneTimeCodeRepeatedFailureOtherMethod',
    ] as const) {
      expect(formatMessage(key)).toMatch(/another way/);
    }
  });

  it('keeps the sign-in message keys the portal uses', () => {
    for (const key of [
      'invalidCredentials',
      'invalidCredentialsTryAgain',
      'wrongProgramFederal',
      'wrongProgramIndividual',
      'serviceUnavailable',
    ] as const) {
      expect(loginMessages[key].text.length).toBeGreaterThan(0);
      expect(errorCatalogue[key]).toBe(loginMessages[key]);
    }
  });

  it('fills {phone} with the configured number or the one given', () => {
    expect(formatMessage('sponsorNeedsCustomerService')).toContain(CUSTOMER_CARE_PHONE);
    expect(formatMessage('sponsorNeedsCustomerService', { phone: '1-888-555-0199' })).toContain(
      '1-888-555-0199',
    );
    expect(fieldErrorMessages.survivorNeedsCustomerService).toContain(CUSTOMER_CARE_PHONE);
  });

  it('fills {phone} with a number configured later, field errors included', () => {
    try {
      configureCustomerCarePhone('(888) 555-0142');
      expect(formatMessage('sponsorNeedsCustomerService')).toContain('(888) 555-0142');
      expect(fieldErrorMessages.survivorNeedsCustomerService).toContain('(888) 555-0142');
      expect({ ...fieldErrorMessages }.survivorNeedsCustomerService).toContain('(888) 555-0142');
      expect(buildErrorMessagesAsset().noPayPeriodsRemain).toContain('(888) 555-0142');
    } finally {
      configureCustomerCarePhone(CUSTOMER_CARE_PHONE);
    }
    expect(customerCarePhone()).toBe(CUSTOMER_CARE_PHONE);
  });

  it.each(['1-800-555-0100', '800-555-0100', '(800) 555-0100'])(
    'accepts %s as a number',
    (phone) => {
      expect(isCustomerCarePhone(phone)).toBe(true);
    },
  );

  it.each(['', 'call us', '1-800-555-010', '555-0100', '1-100-555-0100', '1 800 555 0100'])(
    'refuses %j as a number',
    (phone) => {
      expect(isCustomerCarePhone(phone)).toBe(false);
    },
  );

  it('counts down in seconds, and one second in the singular', () => {
    expect(formatIdleCountdown(60)).toBe('Your session ends in 60 seconds!');
    expect(formatIdleCountdown(2)).toBe('Your session ends in 2 seconds!');
    expect(formatIdleCountdown(1)).toBe('Your session ends in 1 second!');
  });

  it('has one message per program suffix for each payment message', () => {
    expect(paymentMessageKey('paymentDeclinedByBank')).toBe('paymentDeclinedByBank');
    expect(paymentMessageKey('paymentDeclinedByBank', 'DEN')).toBe('paymentDeclinedByBankDental');
    expect(paymentMessageKey('paymentDeclinedByBank', 'LAW')).toBe('paymentDeclinedByBank');
    expect(formatMessage('paymentAlreadyCancelledLongTermCare')).toBe(
      'This long term care payment has already been cancelled.',
    );
    expect(Object.keys(paymentMessages)).toHaveLength(8 * 5);
  });

  it('never uses one key for two different messages', () => {
    const sources = [fieldErrorCatalogue, loginMessages, messages, paymentMessages] as const;
    const seen = new Map<string, unknown>();
    for (const source of sources) {
      for (const [key, entry] of Object.entries(source)) {
        if (seen.has(key)) expect(seen.get(key)).toBe(entry);
        seen.set(key, entry);
      }
    }
    expect(Object.keys(errorCatalogue)).toHaveLength(seen.size);
  });

  it('gives every field error key its text', () => {
    for (const key of fieldErrorKeys) {
      expect(isErrorMessageKey(key)).toBe(true);
      expect(fieldErrorMessages[key]).not.toMatch(/\{phone\}/);
    }
    expect(isErrorMessageKey('toString')).toBe(false);
  });

  it('builds the errormsg.json asset: every key, sorted, phone filled, JSON-safe', () => {
    const asset = buildErrorMessagesAsset({ phone: '1-888-555-0199' });
    const keys = Object.keys(asset);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toHaveLength(Object.keys(errorCatalogue).length);
    expect(asset.required).toBe('Required.');
    expect(asset.noPayPeriodsRemain).toContain('1-888-555-0199');
    expect(Object.values(asset).some((text) => text.includes('{phone}'))).toBe(false);
    expect(asset.idleCountdown).toContain('{seconds}');
    expect(JSON.parse(JSON.stringify(asset))).toEqual(asset);
    expect(buildErrorMessagesAsset().noPayPeriodsRemain).toContain(CUSTOMER_CARE_PHONE);
  });

  it('splits rich-text messages at their links', () => {
    const text = formatMessage('familyDateBeforePlanStart');
    expect(errorCatalogue.familyDateBeforePlanStart.richText).toBe(true);
    expect(richTextParts(text)).toEqual([
      { text: 'This date is before your plan started. To make this change, ' },
      { text: 'Submit QLE', href: '/qle/select-life-event/' },
      { text: '.' },
    ]);
    expect(plainTextOf(text)).toBe(
      'This date is before your plan started. To make this change, Submit QLE.',
    );
    expect(richTextParts('No links.')).toEqual([{ text: 'No links.' }]);
  });

  it('marks links only in rich-text entries', () => {
    for (const entry of Object.values(errorCatalogue)) {
      expect(/\]\(/.test(entry.text)).toBe(entry.richText === true);
    }
  });
});
