import { z } from 'zod/mini';
import { type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { hireDateProblem } from '../rules/enrollment-window-rules.js';
import {
  addFieldIssue,
  maxLength,
  optionalDate,
  optionalMultiLineText,
  requiredCode,
} from './field-schemas.js';

/** The reasons a member enrolls online (domain.md section 4; life events have their own flow). */
export const enrollmentReasonValues = ['newHire', 'openSeason', 'belated', 'individual'] as const;
export type EnrollmentReason = (typeof enrollmentReasonValues)[number];

/** Ours: how long the reason for a belated enrollment may be. */
export const BELATED_REASON_MAX_LENGTH = 500;

/**
 * Enrollment, 'Why and when' (spec section 4, login codes 19 to 21, 24 to 27): the reason and,
 * for a new hire or a belated enrollment, the hire date, inside its window (`hireDateProblem`). A
 * hire date on file (`hireDateOnFile`) is used when the member types none; a belated enrollment
 * says why the member could not enroll in time.
 */
export function createEnrollmentReasonSchema({
  today,
  hireDateOnFile,
}: {
  today: IsoDate;
  hireDateOnFile?: IsoDate | null;
}) {
  return z
    .object({
      reason: requiredCode(enrollmentReasonValues),
      hireDate: optionalDate(),
      // A text area: its line breaks are part of the answer.
      belatedReason: optionalMultiLineText(maxLength(BELATED_REASON_MAX_LENGTH)),
    })
    .check(
      z.superRefine(({ reason, hireDate, belatedReason }, ctx) => {
        if (reason === 'belated' && !belatedReason) addFieldIssue(ctx, 'belatedReason', 'required');
        if (reason !== 'newHire' && reason !== 'belated') return;
        const date = hireDate || hireDateOnFile;
        if (!date) {
          addFieldIssue(ctx, 'hireDate', 'required');
          return;
        }
        if (!isIsoDate(date)) return;
        const problem = hireDateProblem({ hireDate: date, today, kind: reason });
        if (problem) addFieldIssue(ctx, 'hireDate', problem);
      }),
    );
}

export type EnrollmentReasonForm = z.infer<ReturnType<typeof createEnrollmentReasonSchema>>;
