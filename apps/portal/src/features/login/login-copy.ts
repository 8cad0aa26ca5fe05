/** The login screen's words (spec section 2). Messages come from the @portal/forms catalogue. */
export const loginCopy = {
  heading: 'Log in to your account',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  needHelp: 'Need Help?',
  logIn: 'LOG IN',
} as const;

/** Where the login outcomes of spec section 4 lead (spec section 2 route table). */
export const loginPaths = {
  twoStep: '/two-step-verification',
  multiFactorAuth: '/two-step-verification/multi-factor-auth',
  accountLocked: '/account-locked?type=invalidLogin',
  /** Need Help? and a locate-account forward code. */
  findAccount: '/account/find-account',
  /** More than 5 invalid sign-ins: the need-help and find-account flow. */
  needHelp: '/account/help-findaccount',
  securityQuestion: '/account/login-security-question',
  archivalAccount: '/account/login-archival-account',
} as const;
