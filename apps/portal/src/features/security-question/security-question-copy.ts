/** The login security question (spec section 2: account/login-security-question). */
export const securityQuestionCopy = {
  heading: 'Answer your security question',
  intro: 'For your security, answer one of your security questions to finish logging in.',
  answerHint: 'Answers are not case-sensitive.',
  submit: 'CONTINUE',
  loading: 'Loading your question…',
  noPendingSignIn: 'Your login has timed out or has already finished. Log in again to continue.',
  logIn: 'Log In',
} as const;
