import type { Cents } from '../money/cents.js';
import { formatMoney } from '../money/format-money.js';

/**
 * Money is integer cents (architecture section 5): binary floating point cannot hold 0.10 exactly,
 * so a dollars string is parsed digit by digit into cents, never through parseFloat. `Cents` and
 * the formatting live in `@portal/forms/money`; they are re-exported here for existing imports.
 */
export type { Cents };

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

/**
 * `$1,234.56` for 123456 cents.
 * @deprecated Use `formatMoney` from `@portal/forms/money`, the one money module; this calls it.
 */
export function formatCents(cents: Cents): string {
  return formatMoney(cents);
}
