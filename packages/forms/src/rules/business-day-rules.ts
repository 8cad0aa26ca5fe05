import { easternDateTimeOf, type Instant } from '../dates/eastern-time.js';
import { addDays, type IsoDate, isWeekendDate } from '../dates/iso-date.js';
import { BUSINESS_DAY_CUTOFF_HOUR } from '../limits.js';

/**
 * The first day a payment requested at `instant` can start (spec section 5), in US Eastern time
 * (America/New_York, daylight-saving aware):
 *
 * - Monday to Friday before 19:00 Eastern: that same day.
 * - Monday to Thursday at or after 19:00: the next day.
 * - Friday at or after 19:00, Saturday or Sunday (any time): the following Monday.
 *
 * The cut-off is inclusive: 19:00:00 already counts as after hours, 18:59:59 does not. Input is a
 * UTC instant (a Date, epoch milliseconds or an ISO date-time with an offset); output is the Eastern
 * calendar date as `YYYY-MM-DD`. Public holidays are not in the spec; pass them in `holidays`
 * (Eastern ISO dates) to skip them as well.
 */
export function nextBusinessDay(
  instant: Instant,
  { holidays = new Set<IsoDate>() }: { holidays?: ReadonlySet<IsoDate> } = {},
): IsoDate {
  const eastern = easternDateTimeOf(instant);
  let date = eastern.hour >= BUSINESS_DAY_CUTOFF_HOUR ? addDays(eastern.date, 1) : eastern.date;
  while (isWeekendDate(date) || holidays.has(date)) date = addDays(date, 1);
  return date;
}

/** Monday to Friday and not one of the given holidays. */
export function isBusinessDay(date: IsoDate, holidays: ReadonlySet<IsoDate> = new Set()): boolean {
  return !isWeekendDate(date) && !holidays.has(date);
}
