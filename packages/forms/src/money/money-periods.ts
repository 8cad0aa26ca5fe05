import type { PayFrequency } from '../code-lists/pay-frequencies.js';

/**
 * The periods a price is shown per, as data: how many of each fit in a year, and the label a
 * member sees (`short`, as in "$25.50/mo") beside the one a screen reader says (`spoken`, "$25.50
 * per month"). Screen readers read "/mo" as "slash M O", so an abbreviation always has a spoken
 * form. Copy lives here, not in a component, so the portal, the kit's props and the tests share it.
 */
export const moneyPeriods = {
  year: { perYear: 1, short: '/yr', spoken: 'per year' },
  month: { perYear: 12, short: '/mo', spoken: 'per month' },
  /** Federal employees are paid every two weeks: 26 paychecks a year (spec section 1, MFB). */
  paycheck: { perYear: 26, short: '/paycheck', spoken: 'per paycheck' },
  semiMonthlyPaycheck: { perYear: 24, short: '/paycheck', spoken: 'per paycheck' },
  /** Paid every 28 days: 13 paychecks a year. */
  fourWeeklyPaycheck: { perYear: 13, short: '/paycheck', spoken: 'per paycheck' },
  weeklyPaycheck: { perYear: 52, short: '/wk', spoken: 'per week' },
} as const satisfies Record<string, MoneyPeriodLabels>;

/**
 * The period of each pay frequency of spec section 3 (`payFrequencies`: B, M, S, T), so a price
 * per paycheck follows the member's own payroll.
 */
export const moneyPeriodOfPayFrequency = {
  B: 'paycheck',
  M: 'month',
  S: 'semiMonthlyPaycheck',
  T: 'fourWeeklyPaycheck',
} as const satisfies Record<PayFrequency, MoneyPeriod>;

export interface MoneyPeriodLabels {
  /** How many periods make one year. */
  perYear: number;
  /** The visible suffix, abbreviated: '/mo'. */
  short: string;
  /** The suffix in words for screen readers: 'per month'. */
  spoken: string;
}

export type MoneyPeriod = keyof typeof moneyPeriods;

/** The number of periods in a year a price may be split into. */
export type PeriodsPerYear = (typeof moneyPeriods)[MoneyPeriod]['perYear'];
