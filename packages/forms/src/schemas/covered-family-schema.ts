import { z } from 'zod/mini';
import { coverageTierValues } from '../code-lists/coverage-tiers.js';
import { doesPlanTypeMatchFamily } from '../rules/plan-rules.js';
import { requiredCode } from './field-schemas.js';

/** Ours: a family larger than this is not enrolled online (the service's limit per enrollment). */
export const COVERED_DEPENDANTS_MAX = 20;

/**
 * Enrollment, 'Who is covered': the family members chosen (by id, besides the enrollee) and the
 * coverage tier, which must match their number (spec section 5: 'Plan type must match number of
 * covered family members'). Each family member's own age and relationship rules are the
 * dependant schema's; the same person twice counts once, so it is refused as `pattern`.
 */
export const coveredFamilySchema = z
  .object({
    coverageTier: requiredCode(coverageTierValues),
    coveredDependantIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(
      z.maxLength(COVERED_DEPENDANTS_MAX, { message: 'pattern' }),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'pattern' }),
    ),
  })
  .check(
    z.refine(
      ({ coverageTier, coveredDependantIds }) =>
        doesPlanTypeMatchFamily({
          tier: coverageTier,
          coveredDependants: coveredDependantIds.length,
        }),
      { message: 'planTypeFamilyMismatch', path: ['coverageTier'] },
    ),
  );

export type CoveredFamilyForm = z.infer<typeof coveredFamilySchema>;
