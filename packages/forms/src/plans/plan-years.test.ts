import { describe, expect, it } from 'vitest';
import {
  currentAndNextPlanYears,
  currentPlanYear,
  isOpenSeasonOn,
  openSeasonAround,
  planYearOf,
} from './plan-years.js';
import { legalPlan } from './test-plan-catalogue.test-fixture.js';

const calendar = legalPlan.planYears;

describe('plan years of the legal plan (a calendar like the committed one)', () => {
  it('runs a calendar year, its open season from 10 November to 8 December before it', () => {
    expect(planYearOf(calendar, 2027)).toEqual({
      year: 2027,
      coverageStart: '2027-01-01',
      coverageEnd: '2027-12-31',
      openSeasonFirstDay: '2026-11-10',
      openSeasonLastDay: '2026-12-08',
      openSeasonEffectiveDate: '2027-01-01',
    });
  });

  it('turns to the next plan year on 1 January, not on 31 December', () => {
    expect(currentPlanYear(calendar, '2026-12-31').year).toBe(2026);
    expect(currentPlanYear(calendar, '2027-01-01').year).toBe(2027);
    const { current, next } = currentAndNextPlanYears(calendar, '2026-12-31');
    expect([current.year, next.year]).toEqual([2026, 2027]);
  });

  it.each([
    ['2026-11-09', false],
    ['2026-11-10', true],
    ['2026-12-08', true],
    ['2026-12-09', false],
  ])('on %s open season runs: %s', (today, running) => {
    const around = openSeasonAround(calendar, today);
    expect(around.planYear.year).toBe(2027);
    expect(around.running).toBe(running);
    expect(isOpenSeasonOn(planYearOf(calendar, 2027), today)).toBe(running);
  });

  it('knows a plan year that starts mid-year, its open season in the same calendar year', () => {
    const july = { coverageStart: '07-01', openSeason: { firstDay: '05-01', lastDay: '05-31' } };
    expect(planYearOf(july, 2027)).toMatchObject({
      coverageStart: '2027-07-01',
      coverageEnd: '2028-06-30',
      openSeasonFirstDay: '2027-05-01',
      openSeasonLastDay: '2027-05-31',
    });
    expect(currentPlanYear(july, '2027-06-30').year).toBe(2026);
    expect(currentPlanYear(july, '2027-07-01').year).toBe(2027);
  });

  it('carries an open season over the new year into the year after it began', () => {
    const winter = { coverageStart: '03-01', openSeason: { firstDay: '12-15', lastDay: '01-15' } };
    expect(planYearOf(winter, 2027)).toMatchObject({
      openSeasonFirstDay: '2026-12-15',
      openSeasonLastDay: '2027-01-15',
    });
  });
});
