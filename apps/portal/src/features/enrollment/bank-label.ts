import type { Bank } from '@portal/api/banks';
import { accountTypes } from '@portal/forms/code-lists';
import { lastFourDigits } from '@portal/ui';
import { paymentCopy } from './payment-copy.js';

/**
 * How enrolling names a saved bank: its name, its type and the last four digits of the account
 * number (the service sends no more: '****8899'), as the bank dashboard's cards do.
 */
export function bankLabelOf(bank: Bank): string {
  return paymentCopy.bankOption(
    bank.strBank_Nm,
    accountTypes[bank.strAcc_Type],
    lastFourDigits(bank.strAcc_Nbr),
  );
}
