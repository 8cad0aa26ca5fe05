import { z } from 'zod/mini';
import { affiliationValues, employmentStatusValues } from '../code-lists/employment.js';
import { isStatusOfAffiliation } from '../rules/affiliation-rules.js';
import { addFieldIssue, requiredCode } from './field-schemas.js';

/**
 * Account creation, step 1 (get-started): who the member is. The status must belong to the chosen
 * affiliation, since it decides the rest of the flow (spec section 4).
 */
export const getStartedSchema = z
  .object({
    affiliation: requiredCode(affiliationValues),
    employmentStatus: requiredCode(employmentStatusValues),
  })
  .check(
    z.superRefine(({ affiliation, employmentStatus }, ctx) => {
      if (!isStatusOfAffiliation(employmentStatus, affiliation)) {
        addFieldIssue(ctx, 'employmentStatus', 'employmentStatusNotForAffiliation');
      }
    }),
  );

export type GetStartedForm = z.infer<typeof getStartedSchema>;
