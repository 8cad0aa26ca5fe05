/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`), the form the service and the rules exchange.
 * Arithmetic counts whole days in UTC, so no local time zone or daylight-saving change can shift a
 * date: a date is a day on the calendar, not an instant.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type CalendarDate = { year: number; month: number; day: number };

/** The parts of an ISO date, or `undefined` when it is malformed or not on the calendar (2023-02-29). */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== undefined;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function requireDate(value: IsoDate): CalendarDate {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not an ISO date: ${JSON.stringify(value)}`);
  return parts;
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toEpochDay(value: IsoDate): number {
  const { year, month, day } = requireDate(value);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): IsoDate {
  const date = new Date(epochDay * MS_PER_DAY);
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Negative, zero or positive as `a` is before, on or after `b` (ISO dates sort as text). */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  requireDate(a);
  requireDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Day of the week, 0 Sunday to 6 Saturday, as `Date.prototype.getDay` counts. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

export function isWeekendDate(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/**
 * Whole years from `dateOfBirth` to `onDate`: the age a person has on that day. Someone born on
 * 29 February turns a year older on 1 March in a common year (the later of the two usual readings,
 * so an age limit is never reached a day early).
 */
export function ageOn(dateOfBirth: IsoDate, onDate: IsoDate): number {
  const birth = requireDate(dateOfBirth);
  const on = requireDate(onDate);
  const birthdayReached =
    on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayReached ? 0 : 1);
}
