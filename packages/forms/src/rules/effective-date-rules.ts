import type { LifeEvent } from '../code-lists/life-events.js';
import { addDays, compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import { EFFECTIVE_DATE_DAYS_AHEAD, EFFECTIVE_DATE_DAYS_BACK } from '../limits.js';

/** Whether the date belongs to adding or removing a family member, or to the event alone. */
export type FamilyChange = 'add' | 'remove';

/**
 * The add and remove cases whose window ends today rather than 31 days ahead (spec section 5: "for
 * some add and remove cases the end is today"). Each is an event that has to have happened before
 * it can be reported, so a future date can only be a typo:
 */
export const effectiveDateEndsTodayCases = [
  {
    event: 'A',
    change: 'add',
    why: 'A child is added from its birth or placement, which has happened.',
  },
  {
    event: 'L',
    change: 'remove',
    why: 'A family member is removed after a death, never ahead of it.',
  },
  {
    event: 'D',
    change: 'remove',
    why: 'A former spouse is removed as of a divorce decree, which is final before it is reported.',
  },
] as const satisfies ReadonlyArray<{ event: LifeEvent; change: FamilyChange; why: string }>;

/**
 * Every other case may be up to 31 days ahead: a wedding, a move or a change of other insurance is
 * known in advance, and reporting it early lets coverage line up with the day it happens.
 */
function endsToday(event: LifeEvent, change: FamilyChange | undefined): boolean {
  return effectiveDateEndsTodayCases.some((rule) => rule.event === event && rule.change === change);
}

export type EffectiveDateWindow = { earliest: IsoDate; latest: IsoDate };

/** Spec sections 5 and 9: from 60 days before today to 31 days after it, or to today (see above). */
export function effectiveDateWindow({
  event,
  change,
  today,
}: {
  event: LifeEvent;
  change?: FamilyChange;
  today: IsoDate;
}): EffectiveDateWindow {
  return {
    earliest: addDays(today, -EFFECTIVE_DATE_DAYS_BACK),
    latest: endsToday(event, change) ? today : addDays(today, EFFECTIVE_DATE_DAYS_AHEAD),
  };
}

export type EffectiveDateProblem =
  | 'dateOutsideEnrollmentWindow'
  | 'addFamilyDateTooFarAhead'
  | 'addFamilyDateTooFarBack'
  | 'removeFamilyDateTooFarAhead'
  | 'removeFamilyDateTooFarBack'
  | 'familyDateBeforePlanStart';

/**
 * Spec section 5: the effective date must be in the allowed window; an added or removed family
 * member's date may not be too far ahead, too far back, or before the plan started. Returns the
 * message key of the first problem (too far ahead, too far back, before plan start) or `undefined`.
 * A date before the plan's start that is still in the window gets its own message, which links to
 * submitting a qualifying life event instead.
 */
export function effectiveDateProblem({
  date,
  event,
  change,
  today,
  planStartDate,
}: {
  date: IsoDate;
  event: LifeEvent;
  change?: FamilyChange;
  today: IsoDate;
  planStartDate?: IsoDate;
}): EffectiveDateProblem | undefined {
  const { earliest, latest } = effectiveDateWindow({ event, change, today });
  if (compareIsoDates(date, latest) > 0) {
    return change === undefined ? 'dateOutsideEnrollmentWindow' : `${change}FamilyDateTooFarAhead`;
  }
  if (compareIsoDates(date, earliest) < 0) {
    return change === undefined ? 'dateOutsideEnrollmentWindow' : `${change}FamilyDateTooFarBack`;
  }
  if (
    change !== undefined &&
    planStartDate !== undefined &&
    compareIsoDates(date, planStartDate) < 0
  ) {
    return 'familyDateBeforePlanStart';
  }
  return undefined;
}

/** Spec section 5: true when the date is inside the window. */
export function isWithinEffectiveDateWindow(input: {
  date: IsoDate;
  event: LifeEvent;
  change?: FamilyChange;
  today: IsoDate;
}): boolean {
  const { earliest, latest } = effectiveDateWindow(input);
  return compareIsoDates(input.date, earliest) >= 0 && compareIsoDates(input.date, latest) <= 0;
}

/**
 * Spec section 5: a new spouse's coverage may not overlap a previous spouse's. True when the new
 * coverage starts after the previous one ended (the day after at the earliest).
 */
export function doesSpouseCoverageOverlap({
  previousSpouseCoverageEnd,
  newSpouseCoverageStart,
}: {
  previousSpouseCoverageEnd: IsoDate | undefined;
  newSpouseCoverageStart: IsoDate;
}): boolean {
  return (
    previousSpouseCoverageEnd !== undefined &&
    compareIsoDates(newSpouseCoverageStart, previousSpouseCoverageEnd) <= 0
  );
}
