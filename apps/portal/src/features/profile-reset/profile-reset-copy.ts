/** The profile reset page a temporary-password link opens (spec section 2: /profile_reset/{token}). */
export const profileResetCopy = {
  heading: 'Choose a new password',
  checking: 'Checking your link…',
  greeting: (firstName: string, username: string) =>
    `Hello ${firstName}. Choose a new password for your account (username ${username}).`,
  questionsIntro:
    'Your account has no security questions yet. Choose three now: we may ask one when you log in.',
  submit: 'RESET PASSWORD',
  linkProblemHeading: 'This link does not work',
  findYourAccount: 'Find Your Account',
} as const;
