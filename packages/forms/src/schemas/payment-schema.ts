import { z } from 'zod/mini';
import type { ProgramId } from '../code-lists/program-ids.js';
import { compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import { type Cents, parseDollarsToCents } from '../rules/money-rules.js';
import {
  isPaymentDateOnWeekday,
  isPositiveAmount,
  isUnderPaymentTotalLimit,
  isWithinAmountDue,
} from '../rules/payment-rules.js';
import {
  addFieldIssue,
  optionalText,
  requiredCode,
  requiredDate,
  requiredText,
} from './field-schemas.js';

export const amountChoiceValues = ['amountDue', 'otherAmount'] as const;
export type AmountChoice = (typeof amountChoiceValues)[number];

/** The amount a payment form pays, in cents, or `undefined` when the other amount is not valid. */
export function paymentAmountCents(
  form: { amountChoice: AmountChoice; otherAmount?: string | undefined },
  amountDue: Cents,
): Cents | undefined {
  return form.amountChoice === 'amountDue'
    ? amountDue
    : parseDollarsToCents(form.otherAmount ?? '');
}

/**
 * Make a payment: the amount due or another amount, a payment date and a saved bank.
 * - other amount: required (`otherAmount`), a dollars amount over $0.00 (`invalidAmount`), not over
 *   the amount due for the programs that cap it (`morePayAmount`);
 * - the total, with `otherPaymentsTotal` (amounts for other programs in the same submission), under
 *   $10,000 (`paymentTotalLimit`);
 * - the date: not Saturday or Sunday (`paymentDateWeekend`), not before `earliestPaymentDate` (pass
 *   nextBusinessDay(now) for the 19:00 Eastern cut-off; `paymentDateTooEarly`).
 */
export function createPaymentSchema({
  program,
  amountDue,
  otherPaymentsTotal = 0,
  earliestPaymentDate,
}: {
  program: ProgramId;
  amountDue: Cents;
  otherPaymentsTotal?: Cents;
  earliestPaymentDate?: IsoDate;
}) {
  return z
    .object({
      amountChoice: requiredCode(amountChoiceValues),
      otherAmount: optionalText(),
      paymentDate: requiredDate(
        [isPaymentDateOnWeekday, 'paymentDateWeekend'],
        [
          (value) =>
            earliestPaymentDate === undefined || compareIsoDates(value, earliestPaymentDate) >= 0,
          'paymentDateTooEarly',
        ],
      ),
      bankId: requiredText(),
    })
    .check(
      z.superRefine((form, ctx) => {
        const field = form.amountChoice === 'otherAmount' ? 'otherAmount' : 'amountChoice';
        if (form.amountChoice === 'otherAmount' && !form.otherAmount) {
          addFieldIssue(ctx, 'otherAmount', 'otherAmount');
          return;
        }
        const amount = paymentAmountCents(form, amountDue);
        if (amount === undefined || !isPositiveAmount(amount)) {
          addFieldIssue(ctx, field, 'invalidAmount');
        } else if (!isWithinAmountDue({ amount, amountDue, program })) {
          addFieldIssue(ctx, field, 'morePayAmount');
        } else if (!isUnderPaymentTotalLimit(amount + otherPaymentsTotal)) {
          addFieldIssue(ctx, field, 'paymentTotalLimit');
        }
      }),
    );
}

export type PaymentForm = z.infer<ReturnType<typeof createPaymentSchema>>;
