import { UNITED_STATES } from '../code-lists/countries.js';
import { DEFAULT_ZIP_OUTSIDE_US } from '../limits.js';

/** Spec section 5: a zip code is five digits or ZIP+4 (12345-6789). Used for mailing zips too. */
export function isZipCode(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

/** The five-digit part of a ZIP or ZIP+4. */
export function fiveDigitZip(value: string): string {
  return value.trim().slice(0, 5);
}

/** The zip plan search uses: the member's own in the US, 99999 elsewhere (spec section 4). */
export function planSearchZip({ countryCode, zip }: { countryCode: string; zip: string }): string {
  return countryCode === UNITED_STATES ? fiveDigitZip(zip) : DEFAULT_ZIP_OUTSIDE_US;
}
