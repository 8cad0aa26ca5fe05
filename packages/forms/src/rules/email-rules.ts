import { EMAIL_MAX_LENGTH } from '../limits.js';

/**
 * A pragmatic address check: one @, no spaces, a dotted domain, at most 254 characters (RFC 5321's
 * path limit). Deliverability is proven by the one-time code, not by a stricter pattern, which would
 * only refuse real addresses.
 */
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(trimmed);
}

function comparable(email: string): string {
  // Mail providers treat addresses case-insensitively in practice, so members do too.
  return email.trim().toLowerCase();
}

/** Spec section 5: email and confirm email must match. */
export function doEmailsMatch(email: string, confirmEmail: string): boolean {
  return comparable(email) === comparable(confirmEmail);
}

/** Spec section 5: the primary and secondary emails must not be the same address. */
export function doEmailsDiffer(primaryEmail: string, secondaryEmail: string): boolean {
  return comparable(primaryEmail) !== comparable(secondaryEmail);
}
