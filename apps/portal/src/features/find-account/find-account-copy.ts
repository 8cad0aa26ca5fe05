/** Find your account (spec section 2: account/find-account and account/help-findaccount). */
export const findAccountCopy = {
  heading: 'Find your account',
  intro: {
    login:
      'Tell us who you are. If we find your account, we will show your username and send you a link to reset your password.',
    help: 'Your link no longer works. Find your account again and we will send you a new link to reset your password.',
  },
  lastNameLabel: 'Last name',
  ssnLabel: 'Social Security number',
  ssnHint: 'Nine digits, for example 123-45-6789.',
  dateOfBirthLabel: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1985',
  submit: 'FIND MY ACCOUNT',
  backToLogin: 'Back to Log In',
  tooManyAttempts: 'You have tried too many times. Wait a few minutes, then try again.',
} as const;
