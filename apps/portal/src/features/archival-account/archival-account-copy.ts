/**
 * The archival-account page (spec section 4: a login answered "service unavailable" goes to
 * account/login-archival-account). The spec shows no wording; this is ours.
 */
export const archivalAccountCopy = {
  heading: 'Your account is in our archive',
  explanation: (productName: string) =>
    `We could not open your ${productName} account online. Accounts without recent activity are moved to our archive, and an archived account cannot be used on this site until customer care restores it.`,
  whatToDo:
    'To restore your account, call customer care at {phone}. Have your username and the last four digits of your Social Security number ready.',
  hours:
    'Customer care can also answer questions about your coverage while your account is archived.',
  contactUs: 'Contact Us',
  logIn: 'Back to Log In',
} as const;
