/** Spec section 2 'Bank dashboard'; messages come from the served catalogue (useErrorMessage). */
export const bankDashboardCopy = {
  heading: 'Your bank accounts.',
  changeBankHelp:
    'To change the bank account for a plan, go to View Payments for that plan and choose Change Bank Account.',
  deleteNote:
    'Note: A bank account can be deleted only if it is not currently in use for any plan.',
  listLabel: 'Saved bank accounts',
  confirmHeading: 'Are you sure you want to delete?',
  no: 'NO',
  yes: 'YES',
  signInPrompt: 'Log in to see the bank accounts saved to your account.',
  logIn: 'Log in',
  /** Ours: said, and focused, once a bank is deleted (its card, which held focus, is gone). */
  deleted: (bankName: string, lastFour: string) =>
    `The ${bankName} account ending in ${lastFour} was deleted.`,
} as const;
