import type { EnrollingAs } from '../code-lists/enrolling-as.js';
import type { IsoDate } from '../dates/iso-date.js';
import type { FieldErrorKey } from '../field-errors.js';
import {
  isBornBeforeToday,
  isOldEnoughToEnrollOnline,
  survivorNeedsCustomerService,
} from './age-rules.js';

/**
 * Spec section 5's age rules for the person enrolling, in the order a member should hear them: a
 * date that is not in the past; a survivor annuitant under 16 goes to customer service (with the
 * phone line), checked before the general limit so a young survivor is told whom to call rather
 * than only that they are too young; then online enrollment needs 13 or older. Undefined: old
 * enough. (A sponsor under 17 is the sponsor's own date of birth, at branch of service.)
 */
export function enrollmentAgeProblem(
  dateOfBirth: IsoDate,
  today: IsoDate,
  enrollingAs: EnrollingAs | undefined,
):
  | Extract<
      FieldErrorKey,
      'dateOfBirthNotBeforeToday' | 'survivorNeedsCustomerService' | 'underOnlineEnrollmentAge'
    >
  | undefined {
  if (!isBornBeforeToday(dateOfBirth, today)) return 'dateOfBirthNotBeforeToday';
  if (enrollingAs === 'S' && survivorNeedsCustomerService(dateOfBirth, today)) {
    return 'survivorNeedsCustomerService';
  }
  if (!isOldEnoughToEnrollOnline(dateOfBirth, today)) return 'underOnlineEnrollmentAge';
  return undefined;
}
