/**
 * Money is integer cents (architecture section 5): binary floating point cannot hold 0.10 exactly,
 * so a dollars string is parsed digit by digit into cents, never through parseFloat.
 */
export type Cents = number;

/** At most 12 dollar digits keeps every amount far inside Number.MAX_SAFE_INTEGER cents. */
const DOLLARS = /^\$?\s*(\d{1,12}|\d{1,3}(?:,\d{3}){1,3})?(?:\.(\d{1,2}))?$/;

/**
 * Cents from what a member typed: `1234`, `1,234.56`, `$12.5`, `.99`. Returns `undefined` for
 * anything else: negative amounts, more than two decimals, exponents, misplaced commas, blanks.
 */
export function parseDollarsToCents(text: string): Cents | undefined {
  const match = DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const [, whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return undefined;
  const dollars = Number((whole ?? '0').replaceAll(',', ''));
  const cents = Number((fraction ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** `$1,234.56` for 123456 cents. */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}
