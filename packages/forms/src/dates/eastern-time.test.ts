import { describe, expect, it } from 'vitest';
import { easternDateOf, easternDateTimeOf } from './eastern-time.js';

describe('Eastern time', () => {
  it('is five hours behind UTC in winter and four in summer', () => {
    expect(easternDateTimeOf('2026-01-12T23:59:00Z')).toEqual({
      date: '2026-01-12',
      hour: 18,
      minute: 59,
    });
    expect(easternDateTimeOf('2026-07-13T22:59:00Z')).toEqual({
      date: '2026-07-13',
      hour: 18,
      minute: 59,
    });
  });

  it('follows the March and November daylight-saving changes', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT.
    expect(easternDateTimeOf('2026-03-08T06:59:00Z')).toMatchObject({ hour: 1, minute: 59 });
    expect(easternDateTimeOf('2026-03-08T07:00:00Z')).toMatchObject({ hour: 3, minute: 0 });
    // 2026-11-01 02:00 EDT becomes 01:00 EST: 01:30 happens twice.
    expect(easternDateTimeOf('2026-11-01T05:30:00Z')).toMatchObject({ hour: 1, minute: 30 });
    expect(easternDateTimeOf('2026-11-01T06:30:00Z')).toMatchObject({ hour: 1, minute: 30 });
  });

  it('gives the Eastern date, which differs from the UTC date in the evening', () => {
    expect(easternDateOf(new Date('2026-03-16T03:30:00Z'))).toBe('2026-03-15');
    expect(easternDateOf(Date.UTC(2026, 2, 16, 4, 0))).toBe('2026-03-16');
  });

  it('reports midnight as hour 0', () => {
    expect(easternDateTimeOf('2026-01-13T05:00:00Z')).toEqual({
      date: '2026-01-13',
      hour: 0,
      minute: 0,
    });
  });

  it('refuses an invalid instant', () => {
    expect(() => easternDateOf('not a time')).toThrow(RangeError);
  });
});
