import { addDays, compareIsoDates, type IsoDate } from '@portal/forms/dates';

/**
 * The last day to send an enrollment for its coverage to start on `effectiveDate`. Outside open
 * season coverage starts on the first of the month after the enrollment is sent (the service
 * works the date out again when it is sent), so a window that ends later than the day before that
 * start (a new hire's 60 days) does not keep it: sent later, coverage starts later.
 */
export function sendByDate(effectiveDate: IsoDate, enrollBy: IsoDate): IsoDate {
  const dayBefore = addDays(effectiveDate, -1);
  return compareIsoDates(dayBefore, enrollBy) < 0 ? dayBefore : enrollBy;
}
