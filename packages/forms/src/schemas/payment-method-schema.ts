import { z } from 'zod/mini';
import { type PaymentTypeCode, paymentTypeCodeValues } from '../code-lists/payments.js';
import { needsBankAccount } from '../rules/payment-type-rules.js';
import { addFieldIssue, optionalText, requiredCode } from './field-schemas.js';

/**
 * Enrollment, 'How to pay': one of the methods offered to the member (`paymentTypesFor`), and for
 * automatic bank withdrawal (16) the bank it draws on, saved or just added with the bank account
 * schema (spec section 5: 'bank ABW agency requires bank details').
 */
export function createPaymentMethodSchema({ offered }: { offered: readonly PaymentTypeCode[] }) {
  return z
    .object({
      paymentType: requiredCode(paymentTypeCodeValues),
      bankId: optionalText(),
    })
    .check(
      z.superRefine(({ paymentType, bankId }, ctx) => {
        if (!offered.includes(paymentType)) {
          addFieldIssue(ctx, 'paymentType', 'paymentTypeNotOffered');
        } else if (needsBankAccount(paymentType) && !bankId) {
          addFieldIssue(ctx, 'bankId', 'required');
        }
      }),
    );
}

export type PaymentMethodForm = z.infer<ReturnType<typeof createPaymentMethodSchema>>;
