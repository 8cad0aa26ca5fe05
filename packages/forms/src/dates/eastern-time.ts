import { formatIsoDate, type IsoDate } from './iso-date.js';

/**
 * The plan administrator keeps US Eastern time (spec section 5: the 19:00 business-day cut-off).
 * Instants are converted with Intl.DateTimeFormat and the IANA zone, so daylight-saving time is the
 * runtime's own tz data in Node and in every browser, with no hand-written offsets.
 */
export const EASTERN_TIME_ZONE = 'America/New_York';

export type EasternDateTime = {
  /** The calendar date in Eastern time. */
  date: IsoDate;
  /** Hour 0-23 and minute on the Eastern wall clock. */
  hour: number;
  minute: number;
};

let formatter: Intl.DateTimeFormat | undefined;

function easternFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    // h23, not hour12: false, which some engines render as "24" at midnight.
    hourCycle: 'h23',
  });
  return formatter;
}

/** An instant given as a Date, epoch milliseconds or an ISO date-time string with its offset. */
export type Instant = Date | number | string;

function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return date;
}

/** The Eastern wall-clock date, hour and minute of an instant. */
export function easternDateTimeOf(instant: Instant): EasternDateTime {
  const parts: Record<string, number> = {};
  for (const part of easternFormatter().formatToParts(toDate(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    date: formatIsoDate({
      year: parts.year ?? Number.NaN,
      month: parts.month ?? Number.NaN,
      day: parts.day ?? Number.NaN,
    }),
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
  };
}

/**
 * "Today" for the date rules: the Eastern calendar date of an instant. The rules never read the
 * clock; the server passes its own time, the portal the last server date it kept.
 */
export function easternDateOf(instant: Instant): IsoDate {
  return easternDateTimeOf(instant).date;
}
