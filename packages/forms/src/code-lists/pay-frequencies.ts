import { codesOf } from './code-list.js';

/** Pay frequencies (spec section 3). */
export const payFrequencies = {
  B: 'Bi-weekly',
  M: 'Monthly',
  S: 'Semi-monthly',
  T: 'Every 28 Days',
} as const;

export type PayFrequency = keyof typeof payFrequencies;
export const payFrequencyValues = codesOf(payFrequencies);
