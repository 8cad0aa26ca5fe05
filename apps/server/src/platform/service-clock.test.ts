import { easternDateOf } from '@portal/forms/dates';
import { describe, expect, it } from 'vitest';
import { createServiceClock } from './service-clock.js';

describe('the service clock', () => {
  it('starts where PORTAL_CLOCK_START says and runs on in real time', () => {
    let real = Date.parse('2030-06-01T12:00:00Z');
    const clock = createServiceClock(new Date('2026-12-09T04:59:30Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-12-09T04:59:30.000Z');
    // 23:59:30 in New York: still 8 December, the last day of open season.
    expect(clock.today()).toBe('2026-12-08');
    real += 30_000;
    expect(clock.now().toISOString()).toBe('2026-12-09T05:00:00.000Z');
    expect(clock.today()).toBe('2026-12-09');
  });

  it('is real time when nothing moves it', () => {
    const real = Date.parse('2026-07-04T03:00:00Z');
    const clock = createServiceClock(null, () => real);
    expect(clock.now().toISOString()).toBe('2026-07-04T03:00:00.000Z');
    expect(clock.today()).toBe('2026-07-03');
  });

  it("keeps today's date exact on every minute of the days the clocks change", () => {
    // today() works the date out once a minute; these days have 23 and 25 hours in New York.
    let real = 0;
    const clock = createServiceClock(null, () => real);
    for (const day of ['2026-03-08', '2026-11-01']) {
      const from = Date.parse(`${day}T00:00:00Z`);
      for (let minute = 0; minute < 36 * 60; minute += 1) {
        for (const second of [0, 30_000, 59_999]) {
          real = from + minute * 60_000 + second;
          expect(clock.today()).toBe(easternDateOf(real));
        }
      }
    }
  });

  it('works the date out every time before whole-hour offsets (local mean time, -4:56:02)', () => {
    let real = Date.parse('1850-06-01T04:56:01Z');
    const clock = createServiceClock(null, () => real);
    expect(clock.today()).toBe('1850-05-31');
    real += 1000;
    expect(clock.today()).toBe('1850-06-01');
  });
});
