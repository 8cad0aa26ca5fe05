const longDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'December 8, 2026' for '2026-12-08': the service's ISO dates as a member reads them, in UTC so
 * the day never shifts with the browser's time zone (the date is a calendar day, not an instant).
 */
export function longDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
