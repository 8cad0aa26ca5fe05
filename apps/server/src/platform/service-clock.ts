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

export function createServiceClock(
  start: Date | null,
  realNow: () => number = Date.now,
): ServiceClock {
  const offset = start ? start.getTime() - realNow() : 0;
  const now = () => new Date(realNow() + offset);
  return { now, today: () => easternDateOf(now()) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's one clock (app.ts), for code that runs outside the area plugins' options. */
    serviceClock: ServiceClock;
  }
}
