/** Reset password (spec section 2: account/reset-password and account/reset-password-confirmation). */
export const resetPasswordCopy = {
  heading: 'Reset your password',
  foundAccount: (username: string) => `We found your account. Your username is ${username}.`,
  methodLegend: 'Where should we send your temporary-password link?',
  methodLabels: { E: 'Email', S: 'Text message' },
  noMethods:
    'We have no valid email address or mobile phone for your account, so we cannot send a link.',
  send: 'SEND LINK',
  sendAgain: 'SEND ANOTHER LINK',
  sent: (destination: string, minutes: number) =>
    `We sent a link to ${destination}. Open it within ${minutes} minutes to choose a new password. It works once.`,
  sentHint: 'If it does not arrive in a few minutes, check your spam folder or send another link.',
  searchTimedOut: 'This search has timed out. Find your account again.',
  tooManyLinks: 'We have sent several links already. Wait a while, then try again.',
  noSearch: 'Find your account first, and we will send you a link to reset your password.',
  findAccount: 'Find Your Account',
  callCustomerCare: 'Need help? Call customer care at {phone}.',
  confirmationHeading: 'Your password has been reset.',
  confirmationText:
    'Log in with your new password. We have signed you out everywhere else and sent a notice to your email.',
  logIn: 'LOG IN',
} as const;
