/** @portal/forms/dates: ISO calendar dates, ages, US Eastern time and dates as members read them. */
export {
  EASTERN_TIME_ZONE,
  type EasternDateTime,
  easternDateOf,
  easternDateTimeOf,
  type Instant,
} from './eastern-time.js';
export {
  addDays,
  ageOn,
  type CalendarDate,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  type IsoDate,
  isIsoDate,
  isLeapYear,
  isWeekendDate,
  parseIsoDate,
} from './iso-date.js';
export { longDate } from './long-date.js';
