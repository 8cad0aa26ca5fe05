import { z } from 'zod/mini';
import {
  dependantRelationshipValues,
  dependantTypeOfRelationship,
} from '../code-lists/dependant-relationships.js';
import { genderValues, yesNoValues } from '../code-lists/person.js';
import { ageOn, compareIsoDates, type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { CHILD_AGE_LIMIT } from '../limits.js';
import { didIncapacityBeginBeforeAgeLimit, isBornBeforeToday } from '../rules/age-rules.js';
import {
  doesRelationshipMatchDateOfBirth,
  relationshipMismatchKey,
} from '../rules/relationship-rules.js';
import { isValidSsn } from '../rules/ssn-rules.js';
import {
  addFieldIssue,
  optionalDate,
  optionalText,
  requiredCode,
  requiredDate,
} from './field-schemas.js';
import { nameFields } from './personal-info-schema.js';

/**
 * Add or edit a family member. Rules (spec section 5): date of birth before today; the
 * relationship code matches the age (reported on the relationship, except a spouse under 16,
 * reported on the date of birth); a child 22 or older must be incapable of self-support; an
 * incapacity must have begun before 22 (the date it began is asked when the member says yes).
 */
export function createDependantSchema({ today }: { today: IsoDate }) {
  return z
    .object({
      relationship: requiredCode(dependantRelationshipValues),
      ...nameFields,
      dateOfBirth: requiredDate([
        (value) => isBornBeforeToday(value, today),
        'dateOfBirthNotBeforeToday',
      ]),
      gender: requiredCode(genderValues),
      ssn: optionalText([isValidSsn, 'invalidSsn']),
      incapableOfSelfSupport: z._default(requiredCode(yesNoValues), 'N'),
      incapacityBeganOn: optionalDate([(value) => compareIsoDates(value, today) <= 0, 'date']),
    })
    .check(
      z.superRefine((dependant, ctx) => {
        const { relationship, dateOfBirth, incapableOfSelfSupport, incapacityBeganOn } = dependant;
        if (!isIsoDate(dateOfBirth) || !isBornBeforeToday(dateOfBirth, today)) return;

        if (!doesRelationshipMatchDateOfBirth({ relationship, dateOfBirth, today })) {
          const key = relationshipMismatchKey(relationship);
          addFieldIssue(ctx, key === 'spouseUnder16' ? 'dateOfBirth' : 'relationship', key);
        }
        const isChild = dependantTypeOfRelationship[relationship] === 'C';
        if (
          isChild &&
          incapableOfSelfSupport === 'N' &&
          ageOn(dateOfBirth, today) >= CHILD_AGE_LIMIT
        ) {
          addFieldIssue(ctx, 'incapableOfSelfSupport', 'childOver22MustBeIncapable');
        }
        if (incapableOfSelfSupport === 'Y') {
          if (!incapacityBeganOn) {
            addFieldIssue(ctx, 'incapacityBeganOn', 'required');
          } else if (isIsoDate(incapacityBeganOn)) {
            if (compareIsoDates(incapacityBeganOn, dateOfBirth) < 0) {
              addFieldIssue(ctx, 'incapacityBeganOn', 'date');
            } else if (!didIncapacityBeginBeforeAgeLimit(dateOfBirth, incapacityBeganOn)) {
              addFieldIssue(ctx, 'incapacityBeganOn', 'incapacityAgeLimit');
            }
          }
        }
      }),
    );
}

export type DependantForm = z.infer<ReturnType<typeof createDependantSchema>>;
