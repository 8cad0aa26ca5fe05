import { describe, expect, it } from 'vitest';
import { lifeEventValues } from '../code-lists/life-events.js';
import {
  doesSpouseCoverageOverlap,
  effectiveDateProblem,
  effectiveDateWindow,
  isWithinEffectiveDateWindow,
} from './effective-date-rules.js';

const today = '2026-03-15';
const earliest = '2026-01-14'; // 60 days back
const latest = '2026-04-15'; // 31 days ahead

describe('effective-date window', () => {
  it('runs from 60 days back to 31 days ahead for most events', () => {
    for (const event of lifeEventValues) {
      expect(effectiveDateWindow({ event, today })).toEqual({ earliest, latest });
    }
    expect(effectiveDateWindow({ event: 'S', change: 'add', today })).toEqual({ earliest, latest });
    expect(effectiveDateWindow({ event: 'A', change: 'remove', today })).toEqual({
      earliest,
      latest,
    });
  });

  it.each([
    ['A', 'add'],
    ['L', 'remove'],
    ['D', 'remove'],
  ] as const)('ends today for %s %s', (event, change) => {
    expect(effectiveDateWindow({ event, change, today })).toEqual({ earliest, latest: today });
  });

  it('is inclusive at both ends: the day before, of and after each limit', () => {
    const within = (date: string) => isWithinEffectiveDateWindow({ date, event: 'S', today });
    expect(within('2026-01-13')).toBe(false);
    expect(within(earliest)).toBe(true);
    expect(within('2026-01-15')).toBe(true);
    expect(within('2026-04-14')).toBe(true);
    expect(within(latest)).toBe(true);
    expect(within('2026-04-16')).toBe(false);
  });

  it('names the problem by direction and change', () => {
    expect(effectiveDateProblem({ date: '2026-04-16', event: 'S', today })).toBe(
      'dateOutsideEnrollmentWindow',
    );
    expect(effectiveDateProblem({ date: '2026-01-13', event: 'S', today })).toBe(
      'dateOutsideEnrollmentWindow',
    );
    expect(effectiveDateProblem({ date: '2026-03-16', event: 'A', change: 'add', today })).toBe(
      'addFamilyDateTooFarAhead',
    );
    expect(effectiveDateProblem({ date: today, event: 'A', change: 'add', today })).toBeUndefined();
    expect(effectiveDateProblem({ date: '2026-01-13', event: 'A', change: 'add', today })).toBe(
      'addFamilyDateTooFarBack',
    );
    expect(effectiveDateProblem({ date: '2026-03-16', event: 'L', change: 'remove', today })).toBe(
      'removeFamilyDateTooFarAhead',
    );
    expect(effectiveDateProblem({ date: '2026-01-13', event: 'D', change: 'remove', today })).toBe(
      'removeFamilyDateTooFarBack',
    );
    expect(
      effectiveDateProblem({ date: latest, event: 'S', change: 'add', today }),
    ).toBeUndefined();
  });

  it('refuses a family change dated before the plan started, on the start date it is fine', () => {
    const planStartDate = '2026-02-01';
    expect(
      effectiveDateProblem({ date: '2026-01-31', event: 'S', change: 'add', today, planStartDate }),
    ).toBe('familyDateBeforePlanStart');
    expect(
      effectiveDateProblem({
        date: planStartDate,
        event: 'S',
        change: 'add',
        today,
        planStartDate,
      }),
    ).toBeUndefined();
  });
});

describe('spouse coverage overlap', () => {
  it('a new spouse may start the day after the previous spouse ended', () => {
    expect(
      doesSpouseCoverageOverlap({
        previousSpouseCoverageEnd: '2026-01-31',
        newSpouseCoverageStart: '2026-01-31',
      }),
    ).toBe(true);
    expect(
      doesSpouseCoverageOverlap({
        previousSpouseCoverageEnd: '2026-01-31',
        newSpouseCoverageStart: '2026-02-01',
      }),
    ).toBe(false);
    expect(
      doesSpouseCoverageOverlap({
        previousSpouseCoverageEnd: undefined,
        newSpouseCoverageStart: '2026-02-01',
      }),
    ).toBe(false);
  });
});
