import { addDays, compareIsoDates, type IsoDate } from '../dates/iso-date.js';
import type { CatalogueProgram } from './plan-catalogue-schema.js';

/**
 * A plan year of a program (domain.md section 3), worked out from the program's calendar: the
 * year it is named for, its coverage, the open season that precedes it and when that open
 * season's elections take effect (the plan year's first day).
 */
export interface PlanYear {
  year: number;
  coverageStart: IsoDate;
  /** The day before the next plan year starts. */
  coverageEnd: IsoDate;
  /** The open season whose elections start this plan year. */
  openSeasonFirstDay: IsoDate;
  openSeasonLastDay: IsoDate;
  openSeasonEffectiveDate: IsoDate;
}

type Calendar = CatalogueProgram['planYears'];

const yearOf = (date: IsoDate) => Number(date.slice(0, 4));
const pad = (year: number) => String(year).padStart(4, '0');

/** Plan year `year` of a program with this calendar. */
export function planYearOf(calendar: Calendar, year: number): PlanYear {
  const coverageStart = `${pad(year)}-${calendar.coverageStart}`;
  const nextStart = `${pad(year + 1)}-${calendar.coverageStart}`;
  // The open season precedes the coverage start: in the year before when its days come later in
  // the calendar than the coverage start (November before a January start), else the same year.
  const openSeasonYear = calendar.openSeason.firstDay >= calendar.coverageStart ? year - 1 : year;
  const openSeasonFirstDay = `${pad(openSeasonYear)}-${calendar.openSeason.firstDay}`;
  const lastDayYear =
    calendar.openSeason.lastDay >= calendar.openSeason.firstDay
      ? openSeasonYear
      : openSeasonYear + 1;
  return {
    year,
    coverageStart,
    coverageEnd: addDays(nextStart, -1),
    openSeasonFirstDay,
    openSeasonLastDay: `${pad(lastDayYear)}-${calendar.openSeason.lastDay}`,
    openSeasonEffectiveDate: coverageStart,
  };
}

/** The plan year whose coverage includes `today`. */
export function currentPlanYear(calendar: Calendar, today: IsoDate): PlanYear {
  const candidate = planYearOf(calendar, yearOf(today));
  return compareIsoDates(today, candidate.coverageStart) < 0
    ? planYearOf(calendar, candidate.year - 1)
    : candidate;
}

/** The current plan year and the next one, the two a member can see and choose from. */
export function currentAndNextPlanYears(
  calendar: Calendar,
  today: IsoDate,
): { current: PlanYear; next: PlanYear } {
  const current = currentPlanYear(calendar, today);
  return { current, next: planYearOf(calendar, current.year + 1) };
}

/** True on every day of the plan year's open season, its first and last days included. */
export function isOpenSeasonOn(planYear: PlanYear, today: IsoDate): boolean {
  return (
    compareIsoDates(today, planYear.openSeasonFirstDay) >= 0 &&
    compareIsoDates(today, planYear.openSeasonLastDay) <= 0
  );
}

/**
 * The open season that matters on `today`: the next plan year's (running, or still to come this
 * plan year). Its elections take effect on the next plan year's first day.
 */
export function openSeasonAround(
  calendar: Calendar,
  today: IsoDate,
): { planYear: PlanYear; running: boolean } {
  const { next } = currentAndNextPlanYears(calendar, today);
  return { planYear: next, running: isOpenSeasonOn(next, today) };
}
