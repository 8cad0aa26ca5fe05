/** The login screen's words (spec section 2). Messages come from the @portal/forms catalogue. */
export const loginCopy = {
  heading: 'Log in to your account',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  needHelp: 'Need Help?',
  logIn: 'LOG IN',
  contactUs: 'Contact Us',
} as const;
