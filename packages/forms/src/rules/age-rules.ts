import { type EmploymentStatus, survivorStatusValues } from '../code-lists/employment.js';
import { ageOn, compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import {
  CHILD_AGE_LIMIT,
  ONLINE_ENROLLMENT_MIN_AGE,
  SPONSOR_MIN_AGE,
  SPOUSE_MIN_AGE,
  SURVIVOR_MIN_AGE,
} from '../limits.js';

/*
 * Every age rule takes `today` (an ISO date) from its caller and never reads the clock: the server
 * passes its own Eastern date, the portal the server date it kept, and tests any day they like.
 * Ages are whole years (see ageOn: a birthday counts from its first minute, 29 February from
 * 1 March in common years). "At least N" is reached on the Nth birthday.
 */

/** Spec section 5: a date of birth must be before today (today itself is refused). */
export function isBornBeforeToday(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return compareIsoDates(dateOfBirth, today) < 0;
}

/** Spec section 5: a spouse is at least 16 years old. */
export function isSpouseOldEnough(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return ageOn(dateOfBirth, today) >= SPOUSE_MIN_AGE;
}

/** Spec section 5: enrolling online requires age 13 or older. */
export function isOldEnoughToEnrollOnline(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return ageOn(dateOfBirth, today) >= ONLINE_ENROLLMENT_MIN_AGE;
}

/** Spec section 5: a sponsor younger than 17 cannot be set up online; customer service does it. */
export function sponsorNeedsCustomerService(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return ageOn(dateOfBirth, today) < SPONSOR_MIN_AGE;
}

/** Spec section 5: a survivor younger than 16 cannot enroll online; customer service does it. */
export function survivorNeedsCustomerService(dateOfBirth: IsoDate, today: IsoDate): boolean {
  return ageOn(dateOfBirth, today) < SURVIVOR_MIN_AGE;
}

/** True for the employment statuses of survivors (S survivor, SRV uniformed survivor). */
export function isSurvivorStatus(status: EmploymentStatus): boolean {
  return (survivorStatusValues as readonly EmploymentStatus[]).includes(status);
}

/**
 * Spec section 5: a child 22 or older is covered only if incapable of self-support. True when the
 * child may be covered on age grounds.
 */
export function isChildEligibleAtAge({
  dateOfBirth,
  today,
  incapableOfSelfSupport,
}: {
  dateOfBirth: IsoDate;
  today: IsoDate;
  incapableOfSelfSupport: boolean;
}): boolean {
  return incapableOfSelfSupport || ageOn(dateOfBirth, today) < CHILD_AGE_LIMIT;
}

/**
 * Spec section 5: "incapacitated-child age must be under 22". Read together with the rule above
 * (a child 22 or older must be incapable), this is the age at which the incapacity began: an adult
 * child is covered only for a disability that existed before 22, as in the FEDVIP rules. True when
 * the incapacity began before the child's 22nd birthday.
 */
export function didIncapacityBeginBeforeAgeLimit(
  dateOfBirth: IsoDate,
  incapacityBeganOn: IsoDate,
): boolean {
  return ageOn(dateOfBirth, incapacityBeganOn) < CHILD_AGE_LIMIT;
}
