import { ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_MIN_DIGITS } from '../limits.js';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** Spec section 5 field key `routingNumberLength`: a routing number is exactly nine digits. */
export function isRoutingNumberLength(value: string): boolean {
  return /^\d{9}$/.test(value.trim());
}

/**
 * The ABA check: digits weighted 3, 7, 1 repeating sum to a multiple of 10. Each weight is coprime
 * with 10, so any single mistyped digit is caught. All zeros passes the arithmetic but is no bank.
 */
export function hasAbaChecksum(value: string): boolean {
  const routingNumber = value.trim();
  if (!isRoutingNumberLength(routingNumber) || /^0+$/.test(routingNumber)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    sum += Number(routingNumber[index]) * (ABA_WEIGHTS[index] ?? 0);
  }
  return sum % 10 === 0;
}

/** Spec section 5: routing number must validate (nine digits with a correct ABA check digit). */
export function isAbaRoutingNumber(value: string): boolean {
  return isRoutingNumberLength(value) && hasAbaChecksum(value);
}

/** The check digit that completes the first eight digits of a routing number. */
export function abaCheckDigit(firstEightDigits: string): number {
  if (!/^\d{8}$/.test(firstEightDigits)) throw new RangeError('Expected eight digits');
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    sum += Number(firstEightDigits[index]) * (ABA_WEIGHTS[index] ?? 0);
  }
  return (10 - (sum % 10)) % 10;
}

/** A US bank account number: 4 to 17 digits. */
export function isAccountNumber(value: string): boolean {
  const digits = value.trim();
  return (
    /^\d+$/.test(digits) &&
    digits.length >= ACCOUNT_NUMBER_MIN_DIGITS &&
    digits.length <= ACCOUNT_NUMBER_MAX_DIGITS
  );
}

/** Spec section 5: the account number typed twice must be the same. */
export function doAccountNumbersMatch(
  accountNumber: string,
  confirmAccountNumber: string,
): boolean {
  return accountNumber.trim() === confirmAccountNumber.trim();
}

/** The bank dashboard shows account numbers masked (spec section 2): all but the last four hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
