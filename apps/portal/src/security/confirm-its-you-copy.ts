/** "Confirm it's you" (issue 22): before an email, phone, address or two-step change. */
export const confirmItsYouCopy = {
  heading: "Confirm it's you",
  intro:
    'To keep your account safe, enter your password before you change your contact details. We ask at most once every 15 minutes.',
  passwordLabel: 'Password',
  confirm: 'CONFIRM',
  cancel: 'Cancel',
  codeInstead: 'Or confirm with a one-time code instead:',
  emailCode: 'Email me a code',
  textCode: 'Text me a code',
  codeLabel: 'One-time code',
  codeSentTo: (masked: string) => `We sent a 6-digit code to ${masked}. Enter it below.`,
  usePassword: 'Use my password instead',
  sendingCode: 'Sending the code…',
  tooManyRequests: 'You have asked for too many codes. Wait a few minutes, then try again.',
  methodUnavailable: 'We cannot send a code that way. Use your password or the other method.',
} as const;
