import type { Bank } from '@portal/api/banks';
import { accountTypes } from '@portal/forms/code-lists';
import { paymentCopy } from './payment-copy.js';

/**
 * How enrolling names a saved bank: its name, its type and the last four digits of the account
 * number, as the bank dashboard's cards do. The service sends no more than those digits, behind
 * four asterisks ('****8899', the bank contract's maskedNumberPattern), so they are read from it
 * here rather than with the kit's lastFourDigits: that would bring the whole BankCard module to
 * both steps for one line.
 */
export function bankLabelOf(bank: Bank): string {
  return paymentCopy.bankOption(
    bank.strBank_Nm,
    accountTypes[bank.strAcc_Type],
    bank.strAcc_Nbr.replace(/\D/g, ''),
  );
}
