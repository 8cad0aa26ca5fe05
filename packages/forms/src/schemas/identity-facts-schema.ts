import { z } from 'zod/mini';
import type { EnrollingAs } from '../code-lists/enrolling-as.js';
import { type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { enrollmentAgeProblem } from '../rules/enrollment-age-rules.js';
import { addFieldIssue, requiredDate } from './field-schemas.js';
import { ssnField } from './personal-info-schema.js';

/**
 * Login code 18 (ssnMandatory; issue 19): a signed-in member whose account has no identity facts
 * gives the date of birth and SSN, with the personal-info step's own rules for them (the age
 * rules of enrollment, the SSN's format and placeholders).
 */
export function createIdentityFactsSchema({
  today,
  enrollingAs,
}: {
  today: IsoDate;
  enrollingAs?: EnrollingAs | undefined;
}) {
  return z.object({ dateOfBirth: requiredDate(), ssn: ssnField() }).check(
    z.superRefine((form, ctx) => {
      const ageProblem = isIsoDate(form.dateOfBirth)
        ? enrollmentAgeProblem(form.dateOfBirth, today, enrollingAs)
        : undefined;
      if (ageProblem) addFieldIssue(ctx, 'dateOfBirth', ageProblem);
    }),
  );
}

export type IdentityFactsForm = z.infer<ReturnType<typeof createIdentityFactsSchema>>;
