import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from './money-rules.js';
import {
  isCappedAtAmountDue,
  isPaymentDateOnWeekday,
  isPositiveAmount,
  isUnderPaymentTotalLimit,
  isWithinAmountDue,
  totalPaymentCents,
} from './payment-rules.js';

describe('payment rules', () => {
  it('keeps the total under $10,000: $9,999.99 passes, $10,000.00 does not', () => {
    expect(isUnderPaymentTotalLimit(parseDollarsToCents('9,999.99') ?? Number.NaN)).toBe(true);
    expect(isUnderPaymentTotalLimit(parseDollarsToCents('10,000.00') ?? Number.NaN)).toBe(false);
    expect(isUnderPaymentTotalLimit(totalPaymentCents([500_000, 499_999]))).toBe(true);
    expect(isUnderPaymentTotalLimit(totalPaymentCents([500_000, 500_000]))).toBe(false);
  });

  it('needs an amount greater than zero', () => {
    expect(isPositiveAmount(0)).toBe(false);
    expect(isPositiveAmount(1)).toBe(true);
    expect(isPositiveAmount(-100)).toBe(false);
    expect(isPositiveAmount(0.5)).toBe(false);
  });

  it('caps dental, vision and federal health at the amount due, not long term care or legal', () => {
    expect(isWithinAmountDue({ amount: 5_000, amountDue: 5_000, program: 'DEN' })).toBe(true);
    expect(isWithinAmountDue({ amount: 5_001, amountDue: 5_000, program: 'DEN' })).toBe(false);
    expect(isWithinAmountDue({ amount: 5_001, amountDue: 5_000, program: 'VIS' })).toBe(false);
    expect(isWithinAmountDue({ amount: 5_001, amountDue: 5_000, program: 'FEHB' })).toBe(false);
    expect(isWithinAmountDue({ amount: 5_001, amountDue: 5_000, program: 'FLTCIP' })).toBe(true);
    expect(isWithinAmountDue({ amount: 5_001, amountDue: 5_000, program: 'LAW' })).toBe(true);
    expect(isCappedAtAmountDue('LAW')).toBe(false);
  });

  it('refuses Saturday and Sunday payment dates', () => {
    expect(isPaymentDateOnWeekday('2026-03-13')).toBe(true); // Friday
    expect(isPaymentDateOnWeekday('2026-03-14')).toBe(false);
    expect(isPaymentDateOnWeekday('2026-03-15')).toBe(false);
    expect(isPaymentDateOnWeekday('2026-03-16')).toBe(true); // Monday
  });
});
