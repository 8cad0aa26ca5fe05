import { PASSWORD_HISTORY_SIZE } from '../limits.js';
import { isCommonPassword } from './common-password-rules.js';
import { isNewPasswordLength, isPasswordTheUsername } from './password-shape-rules.js';

export { isNewPasswordLength, isPasswordTheUsername };

/*
 * New-password policy: 12 to 20 characters, not the username, not one of the last five, not a
 * common breached password. No composition rules (no "one digit, one symbol"): NIST SP 800-63B
 * found they make passwords harder to remember without making them harder to guess; length and a
 * blocklist do that.
 */

export type PasswordProblem =
  | 'passwordLength'
  | 'passwordIsUsername'
  | 'passwordCommon'
  | 'passwordReused';

/**
 * Tells whether a candidate is one previous password. The server keeps only hashes, so it passes
 * one check per stored hash (`(candidate) => verify(hash, candidate)`); tests pass plain comparisons.
 */
export type PreviousPasswordCheck = (candidate: string) => boolean;
export type PreviousPasswordCheckAsync = (candidate: string) => boolean | Promise<boolean>;

/**
 * Either one predicate over the whole history, or one check per previous password, newest first;
 * only the newest five count (spec section 5: password not reusable; we keep five).
 */
export type PreviousPasswords = PreviousPasswordCheck | readonly PreviousPasswordCheck[];
export type PreviousPasswordsAsync =
  | PreviousPasswordCheckAsync
  | readonly PreviousPasswordCheckAsync[];

function lastFive<Check>(previous: Check | readonly Check[]): readonly Check[] {
  return Array.isArray(previous) ? previous.slice(0, PASSWORD_HISTORY_SIZE) : [previous as Check];
}

/** The password is one of the last five. */
export function isPreviousPassword(
  password: string,
  previous: PreviousPasswords | undefined,
): boolean {
  if (previous === undefined) return false;
  return lastFive(previous).some((check) => check(password));
}

/** The same, for checks that verify hashes asynchronously (argon2). */
export async function isPreviousPasswordAsync(
  password: string,
  previous: PreviousPasswordsAsync | undefined,
): Promise<boolean> {
  if (previous === undefined) return false;
  const results = await Promise.all(lastFive(previous).map((check) => check(password)));
  return results.some(Boolean);
}

export type NewPasswordInput = {
  password: string;
  username?: string;
  previousPasswords?: PreviousPasswords;
};

function problemsBeforeHistory(password: string, username: string | undefined): PasswordProblem[] {
  if (!isNewPasswordLength(password)) return ['passwordLength'];
  const problems: PasswordProblem[] = [];
  if (isPasswordTheUsername(password, username)) problems.push('passwordIsUsername');
  if (isCommonPassword(password)) problems.push('passwordCommon');
  return problems;
}

/**
 * Every problem with a new password, in the order they are shown (length first: the other checks
 * mean nothing for a password of the wrong length). An empty list means the password is accepted.
 */
export function newPasswordProblems({
  password,
  username,
  previousPasswords,
}: NewPasswordInput): PasswordProblem[] {
  const problems = problemsBeforeHistory(password, username);
  if (problems.length === 0 && isPreviousPassword(password, previousPasswords))
    problems.push('passwordReused');
  return problems;
}

/** The same with asynchronous history checks; hashes are verified only for an otherwise good password. */
export async function newPasswordProblemsAsync({
  password,
  username,
  previousPasswords,
}: {
  password: string;
  username?: string;
  previousPasswords?: PreviousPasswordsAsync;
}): Promise<PasswordProblem[]> {
  const problems = problemsBeforeHistory(password, username);
  if (problems.length === 0 && (await isPreviousPasswordAsync(password, previousPasswords))) {
    problems.push('passwordReused');
  }
  return problems;
}
