import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  isIsoDate,
  isWeekendDate,
  parseIsoDate,
} from './iso-date.js';

describe('ISO dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('03/15/2026')).toBe(false);
    expect(isIsoDate(20260315)).toBe(false);
    expect(parseIsoDate('2026-03-15')).toEqual({ year: 2026, month: 3, day: 15 });
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-15', -60)).toBe('2026-01-14');
    expect(addDays('2026-03-15', 31)).toBe('2026-04-15');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-03-15', '2026-04-15')).toBe(31);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-03-15')).toBe(0); // Sunday
    expect(dayOfWeek('2026-03-16')).toBe(1);
    expect(dayOfWeek('1969-12-31')).toBe(3);
    expect(isWeekendDate('2026-03-14')).toBe(true);
    expect(isWeekendDate('2026-03-13')).toBe(false);
  });

  it('throws on a malformed date rather than guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => compareIsoDates('today', '2026-01-01')).toThrow(RangeError);
  });

  it('counts an age on the birthday, not the day before', () => {
    expect(ageOn('2010-03-15', '2026-03-14')).toBe(15);
    expect(ageOn('2010-03-15', '2026-03-15')).toBe(16);
    expect(ageOn('2010-03-15', '2026-03-16')).toBe(16);
  });

  it('makes a 29 February birthday count from 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('agrees with the JavaScript calendar for any date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -40_000, max: 40_000 }),
        (date, days) => {
          const iso = date.toISOString().slice(0, 10);
          const expected = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days),
          );
          expect(addDays(iso, days)).toBe(expected.toISOString().slice(0, 10));
          expect(dayOfWeek(iso)).toBe(date.getUTCDay());
        },
      ),
    );
  });
});
