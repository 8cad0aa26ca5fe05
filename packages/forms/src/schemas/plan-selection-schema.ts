import { z } from 'zod/mini';
import { coverageTierValues } from '../code-lists/coverage-tiers.js';
import { payFrequencyValues } from '../code-lists/pay-frequencies.js';
import { planTierValues } from '../code-lists/plan-tiers.js';
import { isZipCode } from '../rules/address-rules.js';
import { doesPlanTypeMatchFamily } from '../rules/plan-rules.js';
import { requiredCode, requiredText } from './field-schemas.js';

/**
 * Plan selection: plan, plan year, plan tier (Standard/High or Premium), coverage tier, pay
 * frequency and zip. `coveredDependants` is the number of family members (besides the enrollee)
 * the enrollment covers; the coverage tier must match it (spec section 5).
 */
export function createPlanSelectionSchema({ coveredDependants }: { coveredDependants: number }) {
  return z.object({
    planId: requiredText(),
    planYear: requiredText([(value) => /^\d{4}$/.test(value), 'pattern']),
    planTier: requiredCode(planTierValues),
    coverageTier: requiredCode(coverageTierValues).check(
      z.refine((tier) => doesPlanTypeMatchFamily({ tier, coveredDependants }), {
        message: 'planTypeFamilyMismatch',
      }),
    ),
    payFrequency: requiredCode(payFrequencyValues),
    zip: requiredText([isZipCode, 'invalidZipCode']),
  });
}

export type PlanSelectionForm = z.infer<ReturnType<typeof createPlanSelectionSchema>>;
