import type { ProductFlag } from '../code-lists/product-flags.js';
import { addDays, compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import { NEW_HIRE_WINDOW_DAYS } from '../limits.js';
import {
  belatedWindowOf,
  hireDateStandingOn,
  newHireWindowOf,
} from '../rules/enrollment-window-rules.js';
import type { CatalogueProgram } from './plan-catalogue-schema.js';
import { currentAndNextPlanYears, isOpenSeasonOn, type PlanYear } from './plan-years.js';

export { NEW_HIRE_WINDOW_DAYS };

/**
 * Enrollment kinds (domain.md section 4), and 'individual': an individual customer (MP), who may
 * enroll any time.
 */
export const enrollmentKindValues = [
  'newHire',
  'openSeason',
  'belated',
  'qle',
  'reEnroll',
  'individual',
] as const;

export type EnrollmentKind = (typeof enrollmentKindValues)[number];

/** One way a member can enroll online now: for which plan year, as what, from when, until when. */
export interface EnrollOption {
  planYear: number;
  kind: EnrollmentKind;
  effectiveDate: IsoDate;
  enrollBy: IsoDate;
}

/** The first day of the month after `today`. */
export function firstOfNextMonth(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${today.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The last day to send an enrollment for its coverage to start on `effectiveDate`. Outside open
 * season coverage starts on the first of the month after the enrollment is sent (the service
 * works the date out again when it is sent), so a window that ends later than the day before that
 * start (a new hire's 60 days) does not keep it: sent later, coverage starts later.
 */
export function sendByDate(effectiveDate: IsoDate, enrollBy: IsoDate): IsoDate {
  const dayBefore = addDays(effectiveDate, -1);
  return compareIsoDates(dayBefore, enrollBy) < 0 ? dayBefore : enrollBy;
}

/** The plan year (of the two) whose coverage includes `date`. */
function yearCovering(years: { current: PlanYear; next: PlanYear }, date: IsoDate): PlanYear {
  return compareIsoDates(date, years.next.coverageStart) >= 0 ? years.next : years.current;
}

/**
 * What a member can enroll in online on `today` (domain.md section 4, 'Windows'; the rules are
 * ours where the spec is silent, written down in docs/domain.md):
 * - open season, while it runs, for the next plan year from its first day, unless the member is
 *   enrolled that year already or their current enrollment renews into it;
 * - a federal new hire within 60 days of the hire date, for the plan year covering the first of
 *   next month, from that day;
 * - a federal member who missed that window, belated, in the 60 days after it (issue 21,
 *   `belatedWindowOf`), for the same plan year and from the same day;
 * - an individual customer (MP) any time, from the first of next month.
 * Life-event enrollments are not online yet (the life-events issue).
 */
export function enrollOptionsOn({
  program,
  today,
  productLine,
  hireDate,
  enrolledYears,
  renewsIntoNextYear,
}: {
  program: CatalogueProgram;
  today: IsoDate;
  productLine: ProductFlag;
  /** A federal member's hire date, when on file. */
  hireDate: IsoDate | null;
  /** Plan years the member has an enrollment in (pending, active or future). */
  enrolledYears: readonly number[];
  /** The member's current enrollment renews by itself into the next plan year. */
  renewsIntoNextYear: boolean;
}): EnrollOption[] {
  if (!program.productLines.includes(productLine)) return [];
  const years = currentAndNextPlanYears(program.planYears, today);
  const options: EnrollOption[] = [];
  const free = (year: number) =>
    !enrolledYears.includes(year) && !options.some((option) => option.planYear === year);

  const startsNextMonth = firstOfNextMonth(today);
  const yearNextMonth = yearCovering(years, startsNextMonth);
  if (productLine === 'MP' && free(yearNextMonth.year)) {
    options.push({
      planYear: yearNextMonth.year,
      kind: 'individual',
      effectiveDate: startsNextMonth,
      enrollBy: addDays(startsNextMonth, -1),
    });
  }
  if (productLine === 'MFB' && hireDate !== null && free(yearNextMonth.year)) {
    // The why-and-when step offers the same two reasons by the same rule (hireDateProblem), so
    // a member offered a year here can finish enrolling in it.
    const standing = hireDateStandingOn({ hireDate, today });
    if (standing === 'newHire' || standing === 'belated') {
      const window = standing === 'newHire' ? newHireWindowOf(hireDate) : belatedWindowOf(hireDate);
      options.push({
        planYear: yearNextMonth.year,
        kind: standing,
        effectiveDate: startsNextMonth,
        enrollBy: window.last,
      });
    }
  }
  if (isOpenSeasonOn(years.next, today) && !renewsIntoNextYear && free(years.next.year)) {
    options.push({
      planYear: years.next.year,
      kind: 'openSeason',
      effectiveDate: years.next.openSeasonEffectiveDate,
      enrollBy: years.next.openSeasonLastDay,
    });
  }
  return options;
}
