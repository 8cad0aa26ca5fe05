import { codesOf } from './code-list.js';

/**
 * Self-coverage tiers (spec section 3). The spec does not show the plan tier letters for single,
 * two-person and family, so these are the tiers the tier rules use: S single, S1 two-person, SF
 * family.
 */
export const coverageTiers = {
  S: 'Self Only',
  S1: 'Self Plus One',
  SF: 'Self and Family',
} as const;

export type CoverageTier = keyof typeof coverageTiers;
export const coverageTierValues = codesOf(coverageTiers);
