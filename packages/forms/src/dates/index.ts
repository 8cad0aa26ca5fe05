/** @portal/forms/dates: ISO calendar dates, ages and US Eastern time. */
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
