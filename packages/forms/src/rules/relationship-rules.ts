import type { DependantRelationship } from '../code-lists/dependant-relationships.js';
import { ageOn, type IsoDate } from '../dates/iso-date.js';
import {
  CHILD_AGE_LIMIT,
  SPOUSE_MIN_AGE,
  STUDENT_MAX_AGE,
  STUDENT_MIN_AGE,
  YOUNGER_CHILD_AGE_LIMIT,
} from '../limits.js';

/**
 * The ages each relationship code allows (spec section 3), in whole years on `today`:
 * `minAge` inclusive, `belowAge` exclusive. "Under 22" is `belowAge: 22`; "21 to 23" is 21, 22 and
 * 23 (`minAge: 21, belowAge: 24`); "over 22 incapable" starts on the 22nd birthday, where the
 * under-22 codes stop, so every age has a code.
 */
export type RelationshipAgeRange = { minAge?: number; belowAge?: number };

const underChildLimit = { belowAge: CHILD_AGE_LIMIT };
const underYoungerChildLimit = { belowAge: YOUNGER_CHILD_AGE_LIMIT };

export const relationshipAgeRanges = {
  U: underChildLimit,
  T: underChildLimit,
  F: underChildLimit,
  A: underChildLimit,
  R: underChildLimit,
  X: underYoungerChildLimit,
  W: underYoungerChildLimit,
  B: underYoungerChildLimit,
  V: underYoungerChildLimit,
  Y: underYoungerChildLimit,
  D: { minAge: STUDENT_MIN_AGE, belowAge: STUDENT_MAX_AGE + 1 },
  P: { minAge: CHILD_AGE_LIMIT },
  I: { minAge: YOUNGER_CHILD_AGE_LIMIT },
  S: { minAge: SPOUSE_MIN_AGE },
  H: {},
} as const satisfies Record<DependantRelationship, RelationshipAgeRange>;

/** Codes for members covered because they are incapable of self-support. */
export const incapableRelationshipValues = [
  'P',
  'I',
] as const satisfies readonly DependantRelationship[];

/** Spec section 5: the relationship must match the date of birth. */
export function doesRelationshipMatchDateOfBirth({
  relationship,
  dateOfBirth,
  today,
}: {
  relationship: DependantRelationship;
  dateOfBirth: IsoDate;
  today: IsoDate;
}): boolean {
  const range: RelationshipAgeRange = relationshipAgeRanges[relationship];
  const age = ageOn(dateOfBirth, today);
  return (
    (range.minAge === undefined || age >= range.minAge) &&
    (range.belowAge === undefined || age < range.belowAge)
  );
}

/**
 * The message key for a mismatch: a spouse under 16 and a student outside 21 to 23 have their own
 * messages (spec section 8); every other code gets the child-relationship one.
 */
export function relationshipMismatchKey(
  relationship: DependantRelationship,
): 'spouseUnder16' | 'studentRelationshipMismatch' | 'childRelationshipMismatch' {
  if (relationship === 'S') return 'spouseUnder16';
  if (relationship === 'D') return 'studentRelationshipMismatch';
  return 'childRelationshipMismatch';
}
