/**
 * The two-step verification screens' words (spec sections 2 and 4; the spec shows none of them,
 * so they are ours). Refusals of a code come from the @portal/forms catalogue.
 */

function lifetimeInWords(seconds: number): string {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

export const twoStepCopy = {
  chooseHeading: 'Two-step verification',
  chooseIntro:
    "For your security, we need to make sure it's you. We'll send you a 6-digit code to type on the next page.",
  mfaHeading: 'Set up two-step verification',
  mfaIntro:
    'To protect your account, we now ask for a one-time code each time you log in. Choose where we should send your codes; we will use the same place next time.',
  methodLegend: 'Where should we send your code?',
  methodOption: {
    E: (masked: string) => `Email to ${masked}`,
    S: (masked: string) => `Text message (SMS) to ${masked}`,
  },
  sendCode: 'SEND CODE',
  cancel: 'Cancel',
  contactUs: 'Contact Us',

  enterHeading: 'Enter your code',
  codeSent: (masked: string, lifetimeSeconds: number) =>
    `We sent a 6-digit code to ${masked}. It works once, within ${lifetimeInWords(lifetimeSeconds)}.`,
  newCodeSent: (masked: string) => `We sent a new code to ${masked}.`,
  codeLabel: 'Verification code',
  codeHint: 'The code has 6 digits.',
  verify: 'VERIFY',
  sendNewCode: 'Send a new code',
  otherMethod: {
    E: 'Send a code by email instead',
    S: 'Send a code by text message instead',
  },
} as const;
