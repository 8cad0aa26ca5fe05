/** The words of the messages that carry a one-time code (ours: the spec shows none). */

function lifetimeInWords(seconds: number): string {
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

export function oneTimeCodeEmail(code: string, lifetimeSeconds: number) {
  const lifetime = lifetimeInWords(lifetimeSeconds);
  return {
    subject: 'Your verification code',
    text: [
      `Your verification code is ${code}.`,
      '',
      `Type it on the two-step verification page within ${lifetime}. It works once.`,
      '',
      'If you did not just try to log in, someone may know your password: change it, and call customer care.',
    ].join('\n'),
  };
}

export function oneTimeCodeTextMessage(code: string, lifetimeSeconds: number): string {
  return `Benefits Portal: your verification code is ${code}. It works once, within ${lifetimeInWords(lifetimeSeconds)}. Do not share it.`;
}

/** "Confirm it's you" (issue 22): the code that lets a signed-in member change a contact detail. */
export function confirmationCodeEmail(code: string, lifetimeSeconds: number) {
  const lifetime = lifetimeInWords(lifetimeSeconds);
  return {
    subject: 'Your code to confirm it is you',
    text: [
      `Your confirmation code is ${code}.`,
      '',
      `Type it where the portal asks you to confirm it's you, within ${lifetime}. It works once.`,
      '',
      'If you are not changing your account right now, someone may be signed in as you: change your password, and call customer care.',
    ].join('\n'),
  };
}

export function confirmationCodeTextMessage(code: string, lifetimeSeconds: number): string {
  return `Benefits Portal: your code to confirm it is you is ${code}. It works once, within ${lifetimeInWords(lifetimeSeconds)}. Do not share it.`;
}
