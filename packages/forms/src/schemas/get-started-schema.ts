import { z } from 'zod/mini';
import { isCodeOf } from '../code-lists/code-list.js';
import { enrollingAs as enrollingAsList, enrollingAsValues } from '../code-lists/enrolling-as.js';
import type { ProductFlag } from '../code-lists/product-flags.js';
import { type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { agencyKindOf, isEnrollingAsOffered } from '../rules/enrolling-as-rules.js';
import { enrollmentAgeProblem } from '../rules/enrollment-age-rules.js';
import {
  addFieldIssue,
  maxLength,
  optionalText,
  requiredCode,
  requiredDate,
} from './field-schemas.js';

/** Agency codes of the committed agency list: letters and digits, at most 8 (ours). */
export const AGENCY_CODE_PATTERN = /^[A-Z0-9]{2,8}$/;

/**
 * Account creation, step 1 (get-started): who is enrolling, their date of birth (the age rules of
 * spec section 5 come before any personal data is asked) and, for the civilian kinds, the agency
 * from the look-up (employing agency, or the retirement system paying an annuity). `today` is the
 * service's Eastern date; `productLine` the edition, which decides the choices offered.
 * `isKnownAgency` is the committed agency list's check when the caller has it (the service does).
 */
export function createGetStartedSchema({
  today,
  productLine,
  isKnownAgency = () => true,
}: {
  today: IsoDate;
  productLine: ProductFlag;
  isKnownAgency?: (code: string, kind: 'employing' | 'annuity') => boolean;
}) {
  return z
    .object({
      enrollingAs: requiredCode(enrollingAsValues),
      dateOfBirth: requiredDate(),
      agencyCode: optionalText(maxLength(8), [(code) => AGENCY_CODE_PATTERN.test(code), 'pattern']),
    })
    .check(
      z.superRefine(({ enrollingAs, dateOfBirth, agencyCode }, ctx) => {
        // The field checks have run and may have failed (issues do not abort): look only at valid values.
        if (!isCodeOf(enrollingAsList, enrollingAs)) return;
        if (!isEnrollingAsOffered(enrollingAs, productLine)) {
          addFieldIssue(ctx, 'enrollingAs', 'enrollingAsNotOffered');
          return;
        }
        const ageProblem = isIsoDate(dateOfBirth)
          ? enrollmentAgeProblem(dateOfBirth, today, enrollingAs)
          : undefined;
        if (ageProblem) addFieldIssue(ctx, 'dateOfBirth', ageProblem);
        const agencyKind = agencyKindOf(enrollingAs);
        if (agencyKind === null) return;
        if (!agencyCode) addFieldIssue(ctx, 'agencyCode', 'required');
        else if (AGENCY_CODE_PATTERN.test(agencyCode) && !isKnownAgency(agencyCode, agencyKind)) {
          addFieldIssue(ctx, 'agencyCode', 'agencyNotFound');
        }
      }),
    );
}

export type GetStartedForm = z.infer<ReturnType<typeof createGetStartedSchema>>;
