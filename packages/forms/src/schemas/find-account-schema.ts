import { z } from 'zod/mini';
import type { IsoDate } from '../dates/iso-date.js';
import { NAME_MAX_LENGTH } from '../limits.js';
import { isBornBeforeToday } from '../rules/age-rules.js';
import { maxLength, personName, requiredDate, requiredText } from './field-schemas.js';
import { ssnField } from './personal-info-schema.js';

/** Find your account: last name, SSN and date of birth (validateSSNDOB, findYourAccount). */
export function createFindAccountSchema({ today }: { today: IsoDate }) {
  return z.object({
    lastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
    ssn: ssnField(),
    dateOfBirth: requiredDate([
      (value) => isBornBeforeToday(value, today),
      'dateOfBirthNotBeforeToday',
    ]),
  });
}

export type FindAccountForm = z.infer<ReturnType<typeof createFindAccountSchema>>;
