import { describe, expect, it } from 'vitest';
import type { PendingTwoStep } from '../../session/two-step-store.js';
import { availableMethods, refusalMessageKey } from './two-step-methods.js';

const pending: PendingTwoStep = {
  strMember_Id: '7100000002',
  str2FAPref: 'E',
  strMaskedEmail: 'p*****n@example.org',
  strMaskedPhone: '(***) ***-0111',
  promptMFA: false,
  strTokenMethod: 'L',
  redirectURL: '/bank-dashboard',
  flow: null,
  settings: null,
  codeSent: null,
};

describe('the methods and messages offered', () => {
  it('offers the methods the member has', () => {
    expect(availableMethods(pending)).toEqual(['E', 'S']);
    expect(availableMethods({ ...pending, strMaskedPhone: null })).toEqual(['E']);
  });

  it('picks the variant that offers another method only when there is one', () => {
    expect(refusalMessageKey('invalid', false)).toBe('oneTimeCodeInvalid');
    expect(refusalMessageKey('expired', true)).toBe('oneTimeCodeExpiredOtherMethod');
    expect(refusalMessageKey('tooManyAttempts', true)).toBe(
      'oneTimeCodeRepeatedFailureOtherMethod',
    );
  });
});
