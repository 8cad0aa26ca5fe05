export type { BankCardEmptyProps, BankCardProps, BankCardStatus } from './BankCard';
export { BankCard, BankCardEmpty, bankCardMessages, lastFourDigits } from './BankCard';
