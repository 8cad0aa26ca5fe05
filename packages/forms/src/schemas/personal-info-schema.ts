import { z } from 'zod/mini';
import type { EmploymentStatus } from '../code-lists/employment.js';
import {
  genderValues,
  maritalStatusValues,
  namePrefixValues,
  nameSuffixValues,
} from '../code-lists/person.js';
import type { IsoDate } from '../dates/iso-date.js';
import { NAME_MAX_LENGTH } from '../limits.js';
import {
  isBornBeforeToday,
  isOldEnoughToEnrollOnline,
  isSurvivorStatus,
  survivorNeedsCustomerService,
} from '../rules/age-rules.js';
import { isValidSsn } from '../rules/ssn-rules.js';
import {
  maxLength,
  optionalCode,
  optionalText,
  personName,
  requiredCode,
  requiredDate,
  requiredText,
} from './field-schemas.js';

/** Name fields shared by the person forms. */
export const nameFields = {
  prefix: optionalCode(namePrefixValues),
  firstName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  middleInitial: optionalText([(value) => /^\p{L}$/u.test(value), 'pattern']),
  lastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  suffix: optionalCode(nameSuffixValues),
};

/** An SSN field: nine digits (dashes allowed), never a placeholder (spec sections 5 and 9). */
export function ssnField() {
  return requiredText([isValidSsn, 'invalidSsn']);
}

/**
 * Account creation, step 2 (personal info). `today` is the Eastern date (never the clock);
 * `employmentStatus` from get-started makes survivors under 16 go to customer service.
 */
export function createPersonalInfoSchema({
  today,
  employmentStatus,
}: {
  today: IsoDate;
  employmentStatus?: EmploymentStatus;
}) {
  const survivor = employmentStatus !== undefined && isSurvivorStatus(employmentStatus);
  return z.object({
    ...nameFields,
    dateOfBirth: requiredDate(
      [(value) => isBornBeforeToday(value, today), 'dateOfBirthNotBeforeToday'],
      [(value) => isOldEnoughToEnrollOnline(value, today), 'underOnlineEnrollmentAge'],
      [
        (value) => !(survivor && survivorNeedsCustomerService(value, today)),
        'survivorNeedsCustomerService',
      ],
    ),
    ssn: ssnField(),
    gender: requiredCode(genderValues),
    married: requiredCode(maritalStatusValues),
  });
}

export type PersonalInfoForm = z.infer<ReturnType<typeof createPersonalInfoSchema>>;
