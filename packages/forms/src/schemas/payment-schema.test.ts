import { describe, expect, it } from 'vitest';
import { nextBusinessDay } from '../rules/business-day-rules.js';
import { fieldErrorsOf } from './field-errors-of.js';
import { createPaymentSchema, paymentAmountCents } from './payment-schema.js';

const payment = {
  amountChoice: 'otherAmount',
  otherAmount: '50.00',
  paymentDate: '2026-03-16',
  bankId: '17',
};

function errors(input: object, options: Partial<Parameters<typeof createPaymentSchema>[0]> = {}) {
  const result = createPaymentSchema({ program: 'LAW', amountDue: 5_000, ...options }).safeParse({
    ...payment,
    ...input,
  });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createPaymentSchema', () => {
  it('accepts the amount due or another amount on a weekday', () => {
    expect(errors({ amountChoice: 'amountDue', otherAmount: '' })).toEqual({});
    expect(errors({})).toEqual({});
    expect(paymentAmountCents({ amountChoice: 'otherAmount', otherAmount: '$1,234.56' }, 0)).toBe(
      123_456,
    );
  });

  it('requires the other amount, over $0.00, as an amount', () => {
    expect(errors({ otherAmount: '' })).toEqual({ otherAmount: 'otherAmount' });
    expect(errors({ otherAmount: '0.00' })).toEqual({ otherAmount: 'invalidAmount' });
    expect(errors({ otherAmount: '12.345' })).toEqual({ otherAmount: 'invalidAmount' });
    expect(errors({ otherAmount: '-5' })).toEqual({ otherAmount: 'invalidAmount' });
  });

  it('keeps the total under $10,000: $9,999.99 passes, $10,000.00 does not', () => {
    expect(errors({ otherAmount: '9,999.99' })).toEqual({});
    expect(errors({ otherAmount: '10,000.00' })).toEqual({ otherAmount: 'paymentTotalLimit' });
    expect(errors({ otherAmount: '4,999.99' }, { otherPaymentsTotal: 500_000 })).toEqual({});
    expect(errors({ otherAmount: '5,000.00' }, { otherPaymentsTotal: 500_000 })).toEqual({
      otherAmount: 'paymentTotalLimit',
    });
    expect(errors({ amountChoice: 'amountDue' }, { amountDue: 1_000_000 })).toEqual({
      amountChoice: 'paymentTotalLimit',
    });
  });

  it('refuses more than the amount due for dental, not for the legal plan', () => {
    expect(errors({ otherAmount: '50.01' }, { program: 'DEN' })).toEqual({
      otherAmount: 'morePayAmount',
    });
    expect(errors({ otherAmount: '50.00' }, { program: 'DEN' })).toEqual({});
    expect(errors({ otherAmount: '50.01' }, { program: 'LAW' })).toEqual({});
  });

  it('refuses a weekend payment date and one before the next business day', () => {
    expect(errors({ paymentDate: '2026-03-14' })).toEqual({ paymentDate: 'paymentDateWeekend' });
    expect(errors({ paymentDate: '2026-03-15' })).toEqual({ paymentDate: 'paymentDateWeekend' });
    const earliestPaymentDate = nextBusinessDay('2026-03-16T23:00:00Z'); // Monday 19:00 EDT
    expect(earliestPaymentDate).toBe('2026-03-17');
    expect(errors({ paymentDate: '2026-03-16' }, { earliestPaymentDate })).toEqual({
      paymentDate: 'paymentDateTooEarly',
    });
    expect(errors({ paymentDate: '2026-03-17' }, { earliestPaymentDate })).toEqual({});
  });
});
