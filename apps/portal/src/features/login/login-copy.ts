/** The login screen's words (spec section 2). Messages come from the @portal/forms catalogue. */
export const loginCopy = {
  title: 'Log in',
  heading: 'Log in to your account',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  needHelp: 'Need Help?',
  logIn: 'LOG IN',
  multipleAttempts:
    "Looks like you're having trouble. Click or tap the Need Help? option to find your account and reset your password.",
  serviceUnavailableContact: 'Please try again later or contact customer care.',
} as const;
