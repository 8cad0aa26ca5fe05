import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easternDateOf } from '../dates/eastern-time.js';
import { daysBetween, isWeekendDate } from '../dates/iso-date.js';
import { isBusinessDay, nextBusinessDay } from './business-day-rules.js';

describe('nextBusinessDay (19:00 Eastern cut-off)', () => {
  // Week of Monday 2026-01-12, Eastern Standard Time (UTC-5): 18:59 EST is 23:59Z, 19:00 is 00:00Z.
  it.each([
    ['Monday', '2026-01-12T23:59:00Z', '2026-01-12', '2026-01-13T00:00:00Z', '2026-01-13'],
    ['Tuesday', '2026-01-13T23:59:00Z', '2026-01-13', '2026-01-14T00:00:00Z', '2026-01-14'],
    ['Wednesday', '2026-01-14T23:59:00Z', '2026-01-14', '2026-01-15T00:00:00Z', '2026-01-15'],
    ['Thursday', '2026-01-15T23:59:00Z', '2026-01-15', '2026-01-16T00:00:00Z', '2026-01-16'],
    ['Friday', '2026-01-16T23:59:00Z', '2026-01-16', '2026-01-17T00:00:00Z', '2026-01-19'],
  ])('%s in winter: 18:59 stays, 19:00 moves on', (_day, before, sameDay, atCutoff, nextDay) => {
    expect(nextBusinessDay(before)).toBe(sameDay);
    expect(nextBusinessDay(atCutoff)).toBe(nextDay);
  });

  // Week of Monday 2026-07-13, Eastern Daylight Time (UTC-4): 18:59 EDT is 22:59Z, 19:00 is 23:00Z.
  it.each([
    ['Monday', '2026-07-13T22:59:00Z', '2026-07-13', '2026-07-13T23:00:00Z', '2026-07-14'],
    ['Tuesday', '2026-07-14T22:59:00Z', '2026-07-14', '2026-07-14T23:00:00Z', '2026-07-15'],
    ['Wednesday', '2026-07-15T22:59:00Z', '2026-07-15', '2026-07-15T23:00:00Z', '2026-07-16'],
    ['Thursday', '2026-07-16T22:59:00Z', '2026-07-16', '2026-07-16T23:00:00Z', '2026-07-17'],
    ['Friday', '2026-07-17T22:59:00Z', '2026-07-17', '2026-07-17T23:00:00Z', '2026-07-20'],
  ])('%s in summer: 18:59 stays, 19:00 moves on', (_day, before, sameDay, atCutoff, nextDay) => {
    expect(nextBusinessDay(before)).toBe(sameDay);
    expect(nextBusinessDay(atCutoff)).toBe(nextDay);
  });

  it('moves Saturday and Sunday, morning or evening, to Monday', () => {
    expect(nextBusinessDay('2026-01-17T14:00:00Z')).toBe('2026-01-19');
    expect(nextBusinessDay('2026-01-18T05:00:00Z')).toBe('2026-01-19');
    expect(nextBusinessDay('2026-01-19T04:59:00Z')).toBe('2026-01-19'); // Sunday 23:59 EST
    expect(nextBusinessDay('2026-01-19T05:00:00Z')).toBe('2026-01-19'); // Monday 00:00 EST
  });

  it('counts 19:00:00 as after hours and 18:59:59.999 as before', () => {
    expect(nextBusinessDay('2026-01-12T23:59:59.999Z')).toBe('2026-01-12');
    expect(nextBusinessDay('2026-01-13T00:00:00.000Z')).toBe('2026-01-13');
  });

  describe('across the March change to daylight time (Sunday 2026-03-08)', () => {
    it('Friday before: 18:59 EST stays, 19:00 EST goes to Monday', () => {
      expect(nextBusinessDay('2026-03-06T23:59:00Z')).toBe('2026-03-06');
      expect(nextBusinessDay('2026-03-07T00:00:00Z')).toBe('2026-03-09');
    });
    it('the Sunday itself, on both sides of 02:00, goes to Monday', () => {
      expect(nextBusinessDay('2026-03-08T06:59:00Z')).toBe('2026-03-09');
      expect(nextBusinessDay('2026-03-08T07:00:00Z')).toBe('2026-03-09');
    });
    it('Monday after: the cut-off is 23:00 UTC now, not 00:00', () => {
      expect(nextBusinessDay('2026-03-09T22:59:00Z')).toBe('2026-03-09');
      expect(nextBusinessDay('2026-03-09T23:00:00Z')).toBe('2026-03-10');
      expect(nextBusinessDay('2026-03-09T23:30:00Z')).toBe('2026-03-10'); // 19:30 EDT, 18:30 in EST
    });
  });

  describe('across the November change to standard time (Sunday 2026-11-01)', () => {
    it('Friday before: 18:59 EDT stays, 19:00 EDT goes to Monday', () => {
      expect(nextBusinessDay('2026-10-30T22:59:00Z')).toBe('2026-10-30');
      expect(nextBusinessDay('2026-10-30T23:00:00Z')).toBe('2026-11-02');
    });
    it('the Sunday itself, in both 01:30s, goes to Monday', () => {
      expect(nextBusinessDay('2026-11-01T05:30:00Z')).toBe('2026-11-02');
      expect(nextBusinessDay('2026-11-01T06:30:00Z')).toBe('2026-11-02');
    });
    it('Monday after: the cut-off is 00:00 UTC again', () => {
      expect(nextBusinessDay('2026-11-02T23:59:00Z')).toBe('2026-11-02');
      expect(nextBusinessDay('2026-11-02T23:30:00Z')).toBe('2026-11-02'); // 18:30 EST, 19:30 in EDT
      expect(nextBusinessDay('2026-11-03T00:00:00Z')).toBe('2026-11-03');
    });
  });

  it('skips holidays it is given', () => {
    const holidays = new Set(['2026-01-19']);
    expect(nextBusinessDay('2026-01-17T00:00:00Z', { holidays })).toBe('2026-01-20');
    expect(isBusinessDay('2026-01-19', holidays)).toBe(false);
    expect(isBusinessDay('2026-01-20')).toBe(true);
  });

  it('is never a weekend day and never before the Eastern date of its input (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const result = nextBusinessDay(instant);
          expect(isWeekendDate(result)).toBe(false);
          const gap = daysBetween(easternDateOf(instant), result);
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
