import { z } from 'zod/mini';
import { accountTypeValues } from '../code-lists/payments.js';
import { BANK_NAME_MAX_LENGTH } from '../limits.js';
import {
  doAccountNumbersMatch,
  hasAbaChecksum,
  isAccountNumber,
  isRoutingNumberLength,
} from '../rules/bank-rules.js';
import { addFieldIssue, maxLength, requiredCode, requiredText } from './field-schemas.js';

/**
 * Add or change a bank account: the routing number is nine digits (`routingNumberLength`) with a
 * valid ABA check digit (`invalidRoutingNumber`); the account number, 4 to 17 digits, is typed
 * twice and a difference is reported on the second one.
 */
export const bankAccountSchema = z
  .object({
    bankName: requiredText(maxLength(BANK_NAME_MAX_LENGTH)),
    accountType: requiredCode(accountTypeValues),
    routingNumber: requiredText(
      [isRoutingNumberLength, 'routingNumberLength'],
      [hasAbaChecksum, 'invalidRoutingNumber'],
    ),
    accountNumber: requiredText([isAccountNumber, 'pattern']),
    confirmAccountNumber: requiredText(),
  })
  .check(
    z.superRefine(({ accountNumber, confirmAccountNumber }, ctx) => {
      if (confirmAccountNumber && !doAccountNumbersMatch(accountNumber, confirmAccountNumber)) {
        addFieldIssue(ctx, 'confirmAccountNumber', 'accountNumberMismatch');
      }
    }),
  );

export type BankAccountForm = z.infer<typeof bankAccountSchema>;
