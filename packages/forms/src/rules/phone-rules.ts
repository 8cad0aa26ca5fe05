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
