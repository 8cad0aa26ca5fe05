import type { ProgramId } from '../code-lists/program-ids.js';
import { type IsoDate, isWeekendDate } from '../dates/iso-date.js';
import { PAYMENT_TOTAL_LIMIT_CENTS } from '../limits.js';
import type { Cents } from './money-rules.js';

/** Spec section 5: an amount must be greater than $0.00. */
export function isPositiveAmount(amount: Cents): boolean {
  return Number.isInteger(amount) && amount > 0;
}

/** The total of a payment's amounts, in cents. */
export function totalPaymentCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Spec sections 5 and 9: the total payment must be under $10,000 ($9,999.99 is the most). */
export function isUnderPaymentTotalLimit(total: Cents): boolean {
  return total < PAYMENT_TOTAL_LIMIT_CENTS;
}

/**
 * Programs where a member may not pay more than the amount due (spec section 5: "for some
 * programs"). Our decision: dental, vision and federal health bill a fixed premium per period and
 * the administrator's payment file carries the billed amount, so an overpayment has nothing to be
 * applied to and would need a manual refund. Long term care and the legal plan accept payments
 * ahead, credited to the next bills, so they are not capped.
 */
export const programsCappedAtAmountDue = [
  'DEN',
  'VIS',
  'FEHB',
] as const satisfies readonly ProgramId[];

export function isCappedAtAmountDue(program: ProgramId): boolean {
  return (programsCappedAtAmountDue as readonly ProgramId[]).includes(program);
}

/** Spec section 5: where the program caps it, an amount may not exceed the amount due. */
export function isWithinAmountDue({
  amount,
  amountDue,
  program,
}: {
  amount: Cents;
  amountDue: Cents;
  program: ProgramId;
}): boolean {
  return !isCappedAtAmountDue(program) || amount <= amountDue;
}

/** Spec section 5: a payment date cannot be a Saturday or Sunday. */
export function isPaymentDateOnWeekday(paymentDate: IsoDate): boolean {
  return !isWeekendDate(paymentDate);
}
