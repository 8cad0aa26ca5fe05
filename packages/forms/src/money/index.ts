/** @portal/forms/money: integer cents, their formatting, and one annual amount split per period. */
export { assertCents, assertNonNegativeCents, type Cents } from './cents.js';
export {
  type FormatMoneyOptions,
  formatMoney,
  formatMoneyPerPeriod,
  type MoneyPerPeriod,
} from './format-money.js';
export {
  type MoneyPeriod,
  type MoneyPeriodLabels,
  moneyPeriodOfPayFrequency,
  moneyPeriods,
  type PeriodsPerYear,
} from './money-periods.js';
export { perPeriodAmount, splitAnnualAmount } from './split-annual-amount.js';
