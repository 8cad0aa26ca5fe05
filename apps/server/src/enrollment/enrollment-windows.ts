import type { FieldErrorKey } from '@portal/forms/catalogue';
import { addDays, compareIsoDates, daysBetween, type IsoDate } from '@portal/forms/dates';
import { firstOfNextMonth, isOpenSeasonOn, type PlanYear } from '@portal/forms/plans';
import {
  belatedWindowOf,
  coverageDateProblem,
  hireDateProblem,
  newHireWindowOf,
} from '@portal/forms/rules';
import type { EnrollmentReason } from '@portal/forms/schemas';
import { type EnrollmentContext, enrolledYears } from './enrollment-context.js';

/*
 * When a member may enroll, and from when (issue 21; spec section 4 'Date windows' and login
 * codes 19 to 27): the rules of @portal/forms (hireDateProblem, coverageDateProblem, the plan
 * years of the catalogue) applied to the member's file and the service's clock.
 */

export interface ReasonWindow {
  reason: EnrollmentReason;
  planYear: PlanYear;
  /** The base coverage date: the earliest the coverage can start. */
  effectiveDate: IsoDate;
  /** The last coverage date the member may choose instead. */
  latestDate: IsoDate;
  enrollBy: IsoDate;
  hireDate: IsoDate | null;
}

export type WindowOutcome =
  | { kind: 'open'; window: ReasonWindow }
  | { kind: 'closed'; field: 'reason' | 'hireDate' | 'payYear'; key: FieldErrorKey };

const closed = (field: 'reason' | 'hireDate' | 'payYear', key: FieldErrorKey): WindowOutcome => ({
  kind: 'closed',
  field,
  key,
});

/** The plan year (of the two) whose coverage includes `date`. */
function yearCovering(context: EnrollmentContext, date: IsoDate): PlanYear {
  const { current, next } = context.years;
  return compareIsoDates(date, next.coverageStart) >= 0 ? next : current;
}

/**
 * Whether `reason` is open to the member today, for which plan year and from when. `payYear` is
 * the plan year the member asked for, if any: asking for this year when coverage could only start
 * after it ends is 'No pay periods remain for current plan year.'
 */
export function reasonWindow(
  context: EnrollmentContext,
  reason: EnrollmentReason,
  options: { hireDate?: IsoDate | null; payYear?: number | null } = {},
): WindowOutcome {
  const { today, years } = context;
  const edition = context.plan.edition;
  const federalReason = reason !== 'individual';
  if (federalReason !== (edition === 'MFB')) return closed('reason', 'pattern');

  let window: ReasonWindow;
  if (reason === 'openSeason') {
    if (!isOpenSeasonOn(years.next, today)) return closed('reason', 'dateOutsideEnrollmentWindow');
    window = {
      reason,
      planYear: years.next,
      effectiveDate: years.next.openSeasonEffectiveDate,
      latestDate: years.next.openSeasonEffectiveDate,
      enrollBy: years.next.openSeasonLastDay,
      hireDate: null,
    };
  } else {
    const effectiveDate = firstOfNextMonth(today);
    let enrollBy = addDays(effectiveDate, -1);
    let hireDate: IsoDate | null = null;
    if (reason === 'newHire' || reason === 'belated') {
      hireDate = options.hireDate ?? context.plan.facts.hireDate;
      if (!hireDate) return closed('hireDate', 'required');
      const problem = hireDateProblem({ hireDate, today, kind: reason });
      if (problem) return closed('hireDate', problem);
      enrollBy = (reason === 'newHire' ? newHireWindowOf(hireDate) : belatedWindowOf(hireDate))
        .last;
    }
    window = {
      reason,
      planYear: yearCovering(context, effectiveDate),
      effectiveDate,
      latestDate: firstOfNextMonth(effectiveDate),
      enrollBy,
      hireDate,
    };
  }

  if (options.payYear != null && options.payYear !== window.planYear.year) {
    const asked = [years.current, years.next].find((year) => year.year === options.payYear);
    if (!asked) return closed('payYear', 'pattern');
    const problem = coverageDateProblem({
      date: window.effectiveDate,
      baseDate: window.effectiveDate,
      today,
      planYearEnd: asked.coverageEnd,
      openSeason: reason === 'openSeason',
    });
    return closed('payYear', problem ?? 'dateOutsideEnrollmentWindow');
  }
  if (enrolledYears(context).includes(window.planYear.year)) {
    return closed('reason', 'alreadyEnrolledForPlanYear');
  }
  return { kind: 'open', window };
}

/** The coverage dates a member may choose: the base date, and for events the month after it. */
export function effectiveDateChoices(context: EnrollmentContext, window: ReasonWindow): IsoDate[] {
  const choices = [window.effectiveDate];
  if (window.reason !== 'openSeason') {
    const later = window.latestDate;
    const ok =
      coverageDateProblem({
        date: later,
        baseDate: window.effectiveDate,
        today: context.today,
        planYearEnd: window.planYear.coverageEnd,
        openSeason: false,
      }) === undefined;
    if (ok && later !== window.effectiveDate) choices.push(later);
  }
  return choices;
}

/** The coverage date's problem, if any (validateCoverageDate, the REASON step, the submit). */
export function chosenDateProblem(
  context: EnrollmentContext,
  window: ReasonWindow,
  date: IsoDate,
): FieldErrorKey | undefined {
  return coverageDateProblem({
    date,
    baseDate: window.effectiveDate,
    today: context.today,
    planYearEnd: window.planYear.coverageEnd,
    openSeason: window.reason === 'openSeason',
  });
}

/** Paychecks left in the plan year from `from` on, at the member's pay frequency. */
export function payPeriodsRemaining(
  context: EnrollmentContext,
  planYear: PlanYear,
  from: IsoDate,
): number {
  const perYear = { B: 26, S: 24, M: 12, T: 13 }[context.plan.payFrequency];
  const yearDays = daysBetween(planYear.coverageStart, planYear.coverageEnd) + 1;
  const left = daysBetween(from, planYear.coverageEnd) + 1;
  if (left <= 0) return 0;
  return Math.min(perYear, Math.ceil((perYear * left) / yearDays));
}
