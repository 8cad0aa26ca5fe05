/**
 * Sign-in messages of spec section 8. Entries marked `ours` are wording we wrote where the spec
 * says its wording is not shown.
 */
export const loginMessages = {
  invalidCredentials: { text: 'The username/password you entered is incorrect.', ours: false },
  invalidCredentialsTryAgain: { text: 'Please try again.', ours: true },
  multipleAttempts: {
    text: "Looks like you're having trouble. Click or tap the Need Help? option to find your account and reset your password.",
    ours: false,
  },
  /** Shown in the federal edition to a member whose account is in the individual product line. */
  wrongProgramFederal: {
    text: 'This account is for an individual legal plan, not the federal legal plan. Please log in on the individual legal plans site.',
    ours: true,
  },
  /** Shown in the individual edition to a member whose account is in the federal product line. */
  wrongProgramIndividual: {
    text: 'This account is for the federal legal plan, not an individual legal plan. Please log in on the federal legal plan site.',
    ours: true,
  },
  serviceUnavailable: { text: "We're unable to complete your request at this time.", ours: false },
  /** The contact line under the service-unavailable message (also for bank fetch and delete). */
  serviceUnavailableContact: {
    text: 'Please try again later or call customer care at {phone}.',
    ours: true,
  },
} as const satisfies Record<string, { text: string; ours: boolean }>;

export type LoginMessageKey = keyof typeof loginMessages;
