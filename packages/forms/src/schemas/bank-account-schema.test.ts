import { describe, expect, it } from 'vitest';
import { bankAccountSchema } from './bank-account-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const valid = {
  bankName: 'Federal Credit Union',
  accountType: 'C',
  routingNumber: '021000021',
  accountNumber: '123456789',
  confirmAccountNumber: '123456789',
};

function errors(input: object) {
  const result = bankAccountSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('bankAccountSchema', () => {
  it('accepts a checking account', () => {
    expect(errors({})).toEqual({});
  });

  it('refuses a routing number of the wrong length, then one with a bad check digit', () => {
    expect(errors({ routingNumber: '02100002' })).toEqual({ routingNumber: 'routingNumberLength' });
    expect(errors({ routingNumber: '021000022' })).toEqual({
      routingNumber: 'invalidRoutingNumber',
    });
  });

  it('reports a re-entry mismatch on the confirmation', () => {
    expect(errors({ confirmAccountNumber: '123456780' })).toEqual({
      confirmAccountNumber: 'accountNumberMismatch',
    });
    expect(errors({ accountNumber: '12-34', confirmAccountNumber: '12-34' })).toEqual({
      accountNumber: 'pattern',
    });
    expect(errors({ accountType: 'X' })).toEqual({ accountType: 'pattern' });
  });
});
