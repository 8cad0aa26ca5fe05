/** The ten digits of a US phone number typed with the usual punctuation and an optional leading 1. */
export function normalisePhoneNumber(value: string): string {
  const digits = value.replaceAll(/[\s().+-]/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * A North American number: ten digits whose area code and exchange do not start with 0 or 1 (the
 * NANP reserves those), so a typo like a missing digit is caught before a code is sent to it.
 */
export function isUsPhoneNumber(value: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(normalisePhoneNumber(value));
}

/**
 * A US phone number as people write it, '(202) 555-0143', for showing a number on file. A value
 * that is not ten digits (after `normalisePhoneNumber`) is shown as it was given, never altered
 * into a number it is not; a masked number ('•••-•••-0143') is left alone too.
 */
export function formatUsPhoneNumber(value: string): string {
  const digits = normalisePhoneNumber(value);
  if (!/^\d{10}$/.test(digits)) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
