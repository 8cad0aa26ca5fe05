import { assertCents, type Cents } from './cents.js';
import { type MoneyPeriod, moneyPeriods } from './money-periods.js';

export interface FormatMoneyOptions {
  /** An ISO 4217 code. Default 'USD'. */
  currency?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency: creating an `Intl.NumberFormat` is the costly part. */
function formatFor(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format;
}

/**
 * `$1,234.56` for 123456 cents: en-US, always two decimals, a negative amount as `-$5.00`.
 * The formatter is given the amount as a decimal string ("1234.56"), which `Intl.NumberFormat`
 * reads exactly (ECMA-402 2023), so no amount ever passes through a float divided by 100.
 */
export function formatMoney(cents: Cents, { currency = 'USD' }: FormatMoneyOptions = {}): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return formatFor(currency).format(`${sign}${dollars}.${fraction}` as `${number}`);
}

/** An amount per period in the two forms a page needs. */
export interface MoneyPerPeriod {
  /** The amount alone: '$25.50'. */
  amount: string;
  /** The visible suffix: '/mo'. */
  short: string;
  /** The suffix for screen readers: 'per month'. */
  spoken: string;
  /** What a screen reader should say for the whole: '$25.50 per month'. */
  spokenText: string;
}

/**
 * `cents` per `period`, formatted for a price: shown '$25.50/mo', said '$25.50 per month'. The
 * kit's `MoneyAmount` takes `amount` and `{ short, spoken }` as they are.
 */
export function formatMoneyPerPeriod(
  cents: Cents,
  period: MoneyPeriod,
  options: FormatMoneyOptions = {},
): MoneyPerPeriod {
  const amount = formatMoney(cents, options);
  const { short, spoken } = moneyPeriods[period];
  return { amount, short, spoken, spokenText: `${amount} ${spoken}` };
}
