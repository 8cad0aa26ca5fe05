import { SSN_PLACEHOLDERS } from '../limits.js';

const NINE_DIGITS = /^\d{9}$/;
const DASHED_SSN = /^\d{3}-\d{2}-\d{4}$/;

/** The nine digits of an SSN typed plain (123456789) or dashed (123-45-6789); other text unchanged. */
export function normaliseSsn(value: string): string {
  const trimmed = value.trim();
  return DASHED_SSN.test(trimmed) ? trimmed.replaceAll('-', '') : trimmed;
}

/** Nine digits, plain or dashed 3-2-4. */
export function isSsnFormat(value: string): boolean {
  return NINE_DIGITS.test(normaliseSsn(value));
}

/**
 * 000000000 and 999999999 are the placeholders the service stores for "no SSN" (spec sections 5
 * and 9), so a member who types one would be matched to every record without an SSN.
 */
export function isSsnPlaceholder(value: string): boolean {
  return (SSN_PLACEHOLDERS as readonly string[]).includes(normaliseSsn(value));
}

/** A usable SSN: nine digits and not a placeholder. */
export function isValidSsn(value: string): boolean {
  return isSsnFormat(value) && !isSsnPlaceholder(value);
}

/**
 * "Username cannot be an SSN" (spec section 5): a username is shown on screens and in emails, so
 * one that is nine digits once the usual separators (dashes, spaces, dots) are removed is refused,
 * whether or not it is the member's own SSN.
 */
export function isUsernameAnSsn(username: string): boolean {
  return NINE_DIGITS.test(username.trim().replaceAll(/[-\s.]/g, ''));
}
