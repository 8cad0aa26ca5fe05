export type { MoneyAmountPeriod, MoneyAmountProps, MoneyAmountSize } from './MoneyAmount';
export { MoneyAmount } from './MoneyAmount';
