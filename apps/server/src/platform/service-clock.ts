import { easternDateOf, type IsoDate } from '@portal/forms/dates';

/**
 * The service's one clock (domain.md section 1): every business rule that depends on today (plan
 * years, open season, enrollment windows, the demo's dates) reads it. `PORTAL_CLOCK_START` sets it
 * by configuration, never a code change: the clock starts at that instant when the process starts
 * and runs on from there, so a demo can be put inside open season, and a test can pin the day.
 * Sessions, tokens and envelopes keep real time: their limits protect members, and a client's
 * envelope is judged against the instant it is really sent.
 */
export interface ServiceClock {
  now(): Date;
  /** Today's date in Eastern time, the business time zone. */
  today(): IsoDate;
}

/** 1884-01-01T00:00Z: America/New_York has kept whole-hour offsets since late 1883. */
const wholeHourOffsetsSince = -2_713_910_400_000;

export function createServiceClock(
  start: Date | null,
  realNow: () => number = Date.now,
): ServiceClock {
  const offset = start ? start.getTime() - realNow() : 0;
  const now = () => new Date(realNow() + offset);
  // today() is read on signed-in calls (the bank list's in-use links), and Intl's formatToParts
  // costs several µs a call. With whole-hour offsets the Eastern date can only change on a
  // minute's boundary, so the date worked out once is exact for the rest of that minute.
  let cached = { minute: Number.NaN, date: '' as IsoDate };
  const today = () => {
    const instant = now();
    const minute = Math.floor(instant.getTime() / 60_000);
    if (minute === cached.minute) return cached.date;
    const date = easternDateOf(instant);
    if (instant.getTime() >= wholeHourOffsetsSince) cached = { minute, date };
    return date;
  };
  return { now, today };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's one clock (app.ts), for code that runs outside the area plugins' options. */
    serviceClock: ServiceClock;
  }
}
