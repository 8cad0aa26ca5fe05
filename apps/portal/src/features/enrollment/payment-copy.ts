import type { PaymentTypeCode } from '@portal/forms/code-lists';
import { ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_MIN_DIGITS } from '@portal/forms/rules';

/**
 * Enrolling, 'How to pay' (issue 21; spec section 3 payment type codes and Bank; spec section 5
 * bank rules). The payment methods' names are the code list's (@portal/forms); the line under each
 * and every other word here is ours. Messages come from the error catalogue.
 */
export const paymentCopy = {
  heading: 'How to pay',
  lead: 'Choose how the cost of your plan is paid each period.',
  loading: 'Loading the ways you can pay…',
  methodLegend: 'How do you want to pay?',
  /** What each method means, under its name (the next-steps texts of the service say the same). */
  methodHints: {
    '14': 'Your agency takes the cost from your pay each pay period.',
    '15': 'Your retirement system takes the cost from your annuity payment.',
    '16': 'We take the cost from your bank account at the start of each period.',
    '17': 'We mail you a bill before each period starts.',
    '34': 'The cost is taken from your compensation payment.',
    '35': 'The cost is taken from your military pay.',
    '36': 'The cost is taken from your retirement pay.',
  } satisfies Record<PaymentTypeCode, string>,

  loadingBanks: 'Loading your bank accounts…',
  bankLegend: 'Which bank account should we take it from?',
  bankHint: 'Only the last four digits of each account number are shown.',
  /** A saved bank as a choice: the name, the type and the last four digits, nothing more. */
  bankOption: (bankName: string, accountType: string, lastFour: string) =>
    `${bankName}, ${accountType} account ending in ${lastFour}`,
  addBank: 'Add a new bank account',

  newBank: {
    heading: 'Add a new bank account',
    bankNameLabel: 'Bank name',
    bankNameHint:
      'Type it as it appears on your statement. We cannot look a bank up from its routing number.',
    accountTypeLegend: 'Account type',
    routingNumberLabel: 'Routing number',
    routingNumberHint: 'The 9 digits at the bottom left of a check.',
    accountNumberLabel: 'Account number',
    accountNumberHint: `${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits. It is hidden as you type.`,
    confirmAccountNumberLabel: 'Type the account number again',
    showAccountNumber: 'Show account number',
    hideAccountNumber: 'Hide account number',
    showConfirmAccountNumber: 'Show account number typed again',
    hideConfirmAccountNumber: 'Hide account number typed again',
    save: 'Save bank account',
    cancel: 'Cancel',
    /** Said once the bank is saved; the bank is then chosen in the list. */
    saved: (bankOption: string) => `Bank account saved and chosen: ${bankOption}.`,
  },
} as const;
