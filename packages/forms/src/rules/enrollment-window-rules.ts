import { addDays, compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import { BELATED_WINDOW_DAYS, EFFECTIVE_DATE_DAYS_AHEAD, NEW_HIRE_WINDOW_DAYS } from '../limits.js';

/*
 * The enrollment windows of a federal member counted from their hire date (spec section 4, login
 * codes 19 to 21 and 26 to 27; domain.md section 4). Every function takes `today` from its caller
 * (the service's clock) and never reads the clock. Both ends of every window are included.
 */

export type DateWindow = { first: IsoDate; last: IsoDate };

/** A new hire may enroll from the hire date to 60 days after it (domain.md section 4). */
export function newHireWindowOf(hireDate: IsoDate): DateWindow {
  return { first: hireDate, last: addDays(hireDate, NEW_HIRE_WINDOW_DAYS) };
}

/**
 * Ours (the spec names belated enrollment, codes 26 and 27, but not its window): a member who
 * missed the new-hire window for a reason beyond their control may ask for a belated enrollment
 * for 60 more days, from the day after the new-hire window closed.
 */
export function belatedWindowOf(hireDate: IsoDate): DateWindow {
  const { last } = newHireWindowOf(hireDate);
  return { first: addDays(last, 1), last: addDays(last, BELATED_WINDOW_DAYS) };
}

export type HireDateStanding = 'notYetHired' | 'newHire' | 'belated' | 'closed';

/** Where `today` falls for a member hired on `hireDate`. */
export function hireDateStandingOn({
  hireDate,
  today,
}: {
  hireDate: IsoDate;
  today: IsoDate;
}): HireDateStanding {
  if (compareIsoDates(today, hireDate) < 0) return 'notYetHired';
  if (compareIsoDates(today, newHireWindowOf(hireDate).last) <= 0) return 'newHire';
  if (compareIsoDates(today, belatedWindowOf(hireDate).last) <= 0) return 'belated';
  return 'closed';
}

export type HireDateProblem = 'hireDateInFuture' | 'dateOutsideEnrollmentWindow';

/**
 * Spec section 5 ('effective date in allowed window'): the hire date a member enrolls by. A hire
 * date after today is `hireDateInFuture` (enrolling starts on the first day of work); a new hire
 * whose 60 days have passed, or a belated enrollment outside its window, is
 * `dateOutsideEnrollmentWindow` (the spec's 'date outside allowable enrollment window').
 */
export function hireDateProblem({
  hireDate,
  today,
  kind,
}: {
  hireDate: IsoDate;
  today: IsoDate;
  kind: 'newHire' | 'belated';
}): HireDateProblem | undefined {
  const standing = hireDateStandingOn({ hireDate, today });
  if (standing === 'notYetHired') return 'hireDateInFuture';
  return standing === kind ? undefined : 'dateOutsideEnrollmentWindow';
}

export type CoverageDateProblem =
  | 'coverageDateNotFirstOfMonth'
  | 'dateOutsideEnrollmentWindow'
  | 'noPayPeriodsRemainForPlanYear';

/**
 * The date coverage starts (validateCoverageDate). Coverage starts on the first day of a month,
 * no earlier than the base coverage date (the first of next month, or the open season's date),
 * and, except for an open-season election (which takes effect on the plan year's first day),
 * no later than 31 days ahead (spec section 5 'Date windows'). A date after the plan year's last
 * day leaves no pay period in that year (spec section 8).
 */
export function coverageDateProblem({
  date,
  baseDate,
  today,
  planYearEnd,
  openSeason,
}: {
  date: IsoDate;
  baseDate: IsoDate;
  today: IsoDate;
  planYearEnd: IsoDate;
  openSeason: boolean;
}): CoverageDateProblem | undefined {
  if (compareIsoDates(date, planYearEnd) > 0) return 'noPayPeriodsRemainForPlanYear';
  if (!date.endsWith('-01')) return 'coverageDateNotFirstOfMonth';
  if (compareIsoDates(date, baseDate) < 0) return 'dateOutsideEnrollmentWindow';
  if (openSeason) return date === baseDate ? undefined : 'dateOutsideEnrollmentWindow';
  const latest = addDays(today, EFFECTIVE_DATE_DAYS_AHEAD);
  return compareIsoDates(date, latest) > 0 ? 'dateOutsideEnrollmentWindow' : undefined;
}
