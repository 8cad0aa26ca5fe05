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
});
