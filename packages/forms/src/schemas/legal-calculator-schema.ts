import { z } from 'zod/mini';
import { type PlanTier, planTierValues } from '../code-lists/plan-tiers.js';
import { isAttorneyHours, parseHoursToTenths } from '../rules/legal-savings-rules.js';
import { optionalText, requiredCode } from './field-schemas.js';

/** The calculator's values: the tier, and one hours field per legal matter, named by its id. */
export type LegalCalculatorInput = { tier: string } & Record<string, string>;
export type LegalCalculatorForm = {
  tier: PlanTier;
  /** Tenths of an hour per matter id; blank fields count as 0. */
  hoursInTenths: Record<string, number>;
};

/**
 * The savings calculator's form (/tools/legal-calculator). The legal matters are served content,
 * so the schema is made for their ids: each hours field is optional (whole hours or one decimal
 * place, 0 to 200), the tier is required, and at least one matter needs hours (reported on the
 * first field).
 */
export function createLegalCalculatorSchema(matterIds: readonly string[]) {
  if (matterIds.includes('tier')) throw new Error('A legal matter cannot be called "tier"');
  const hoursFields = Object.fromEntries(
    matterIds.map((id) => [id, optionalText([isAttorneyHours, 'invalidHours'])]),
  );
  return z.pipe(
    z.object({ tier: requiredCode(planTierValues), ...hoursFields }).check(
      z.refine(
        (form) => {
          const values = form as Record<string, string | undefined>;
          const anyInvalid = matterIds.some(
            (id) => (values[id] ?? '') !== '' && !isAttorneyHours(values[id] ?? ''),
          );
          return (
            anyInvalid || matterIds.some((id) => (parseHoursToTenths(values[id] ?? '') ?? 0) > 0)
          );
        },
        {
          message: 'hoursRequired',
          path: matterIds.slice(0, 1),
          // Also when the tier is missing, so one submit shows every problem (spec section 5).
          when: (payload) => typeof payload.value === 'object' && payload.value !== null,
        },
      ),
    ),
    z.transform((form): LegalCalculatorForm => {
      const values = form as Record<string, string | undefined>;
      return {
        tier: form.tier,
        hoursInTenths: Object.fromEntries(
          matterIds.map((id) => [id, parseHoursToTenths(values[id] ?? '') ?? 0]),
        ),
      };
    }),
  ) as unknown as z.ZodMiniType<LegalCalculatorForm, LegalCalculatorInput>;
}
