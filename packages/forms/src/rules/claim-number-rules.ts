import { CLAIM_NUMBER_MIN_DIGITS } from '../limits.js';

/** Claim numbers are digits only. */
export function isClaimNumberFormat(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/** Spec section 5: a claim number has at least 11 digits (the field error key is `minlength`). */
export function hasClaimNumberMinDigits(value: string): boolean {
  return value.trim().replaceAll(/\D/g, '').length >= CLAIM_NUMBER_MIN_DIGITS;
}
