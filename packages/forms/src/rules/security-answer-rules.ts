/**
 * The form in which a security answer is hashed and compared: Unicode-normalised (NFKC, so a
 * full-width or composed letter matches its plain twin), spaces trimmed and runs of spaces made
 * one, and case-folded. A member who typed "Elm  Street" at sign-up is not refused for "elm
 * street" at sign-in; answers are facts, not passwords, and their exact spelling is not the secret.
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replaceAll(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
