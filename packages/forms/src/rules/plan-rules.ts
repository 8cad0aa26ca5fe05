import { UNITED_STATES } from '../code-lists/countries.js';
import type { CoverageTier } from '../code-lists/coverage-tiers.js';
import { DEFAULT_RATE_CODE } from '../limits.js';
import { planSearchZip } from './address-rules.js';

/**
 * The tier that covers a number of dependants (spec section 4): none is single (S), one is
 * two-person (S1), two or more is family (SF). Dependants are the covered family members other than
 * the enrollee.
 */
export function coverageTierForDependants(dependants: number): CoverageTier {
  if (!Number.isInteger(dependants) || dependants < 0) {
    throw new RangeError(`Expected a dependant count, got ${dependants}`);
  }
  if (dependants === 0) return 'S';
  return dependants === 1 ? 'S1' : 'SF';
}

/**
 * Spec section 4: the plan tier after removing dependants, and whether it differs from the current
 * tier (the flow then asks the member to confirm the new tier before the removal goes ahead).
 */
export function tierAfterRemoval({
  currentTier,
  remainingDependants,
}: {
  currentTier: CoverageTier;
  remainingDependants: number;
}): { tier: CoverageTier; tierChanged: boolean } {
  const tier = coverageTierForDependants(remainingDependants);
  return { tier, tierChanged: tier !== currentTier };
}

/**
 * Spec section 5: the plan type must match the number of covered family members. This is also what
 * blocks a removal that would leave a self-and-family plan with fewer than two dependants: the
 * member has to accept the smaller tier.
 */
export function doesPlanTypeMatchFamily({
  tier,
  coveredDependants,
}: {
  tier: CoverageTier;
  coveredDependants: number;
}): boolean {
  return coverageTierForDependants(coveredDependants) === tier;
}

export type PlanSearchDefaults = { zip: string; planYear: string; rateCode: string };

/**
 * Spec section 4: what plan search uses. A move event uses the move's plan year and zip; otherwise
 * the member's zip, or 99999 when the address is outside the US. The rate code is always R01.
 */
export function planSearchDefaults({
  countryCode = UNITED_STATES,
  zip,
  planYear,
  move,
}: {
  countryCode?: string;
  zip: string;
  planYear: string;
  move?: { zip: string; planYear: string };
}): PlanSearchDefaults {
  if (move) return { zip: move.zip, planYear: move.planYear, rateCode: DEFAULT_RATE_CODE };
  return { zip: planSearchZip({ countryCode, zip }), planYear, rateCode: DEFAULT_RATE_CODE };
}
