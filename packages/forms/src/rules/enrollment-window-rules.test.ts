import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate } from '../dates/iso-date.js';
import {
  belatedWindowOf,
  coverageDateProblem,
  hireDateProblem,
  hireDateStandingOn,
  newHireWindowOf,
} from './enrollment-window-rules.js';

/** Any calendar day from 1990 to 2090, leap days included. */
const isoDay = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) =>
    formatIsoDate({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }),
  );

describe('the new-hire and belated windows, on their boundary days', () => {
  it('opens on the hire date and closes 60 days after it', () => {
    expect(newHireWindowOf('2026-03-02')).toEqual({ first: '2026-03-02', last: '2026-05-01' });
    expect(belatedWindowOf('2026-03-02')).toEqual({ first: '2026-05-02', last: '2026-06-30' });
  });

  it('is a new hire from day 0 to day 60, belated from 61 to 120, closed after, for any hire date', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -3, max: 3 }), (hireDate, shift) => {
        const on = (days: number) =>
          hireDateStandingOn({ hireDate, today: addDays(hireDate, days) });
        expect(on(-1)).toBe('notYetHired');
        expect(on(0)).toBe('newHire');
        expect(on(60)).toBe('newHire');
        expect(on(61)).toBe('belated');
        expect(on(120)).toBe('belated');
        expect(on(121)).toBe('closed');
        expect(on(60 + shift)).toBe(shift <= 0 ? 'newHire' : 'belated');
      }),
    );
  });

  it('refuses a hire date after today, and a window that is not the reason given', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 200 }), (today, daysAgo) => {
        const hireDate = addDays(today, -daysAgo);
        const newHire = hireDateProblem({ hireDate, today, kind: 'newHire' });
        const belated = hireDateProblem({ hireDate, today, kind: 'belated' });
        expect(newHire).toBe(daysAgo <= 60 ? undefined : 'dateOutsideEnrollmentWindow');
        expect(belated).toBe(
          daysAgo > 60 && daysAgo <= 120 ? undefined : 'dateOutsideEnrollmentWindow',
        );
        expect(hireDateProblem({ hireDate: addDays(today, 1), today, kind: 'newHire' })).toBe(
          'hireDateInFuture',
        );
      }),
    );
  });
});

describe('coverageDateProblem', () => {
  const base = { baseDate: '2026-04-01', today: '2026-03-10', planYearEnd: '2026-12-31' };

  it('takes the base date, the first of a month, up to 31 days ahead', () => {
    expect(coverageDateProblem({ ...base, date: '2026-04-01', openSeason: false })).toBeUndefined();
    expect(coverageDateProblem({ ...base, date: '2026-03-01', openSeason: false })).toBe(
      'dateOutsideEnrollmentWindow',
    );
    expect(coverageDateProblem({ ...base, date: '2026-04-02', openSeason: false })).toBe(
      'coverageDateNotFirstOfMonth',
    );
    expect(coverageDateProblem({ ...base, date: '2026-05-01', openSeason: false })).toBe(
      'dateOutsideEnrollmentWindow',
    );
  });

  it('is 31 days ahead at most, on the boundary day, whatever today is', () => {
    fc.assert(
      fc.property(isoDay, (today) => {
        const date = addDays(today, 31);
        if (!date.endsWith('-01')) return;
        const input = { baseDate: addDays(today, 1), today, planYearEnd: '2099-12-31' };
        expect(coverageDateProblem({ ...input, date, openSeason: false })).toBeUndefined();
        expect(
          coverageDateProblem({ ...input, today: addDays(today, -1), date, openSeason: false }),
        ).toBe('dateOutsideEnrollmentWindow');
      }),
    );
  });

  it('takes only the open season date in open season, and nothing after the plan year', () => {
    const openSeason = { baseDate: '2027-01-01', today: '2026-11-20', planYearEnd: '2027-12-31' };
    expect(coverageDateProblem({ ...openSeason, date: '2027-01-01', openSeason: true })).toBe(
      undefined,
    );
    expect(coverageDateProblem({ ...openSeason, date: '2027-02-01', openSeason: true })).toBe(
      'dateOutsideEnrollmentWindow',
    );
    expect(
      coverageDateProblem({
        baseDate: '2027-01-01',
        today: '2026-12-15',
        planYearEnd: '2026-12-31',
        date: '2027-01-01',
        openSeason: false,
      }),
    ).toBe('noPayPeriodsRemainForPlanYear');
  });
});
