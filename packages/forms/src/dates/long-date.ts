const longDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'December 8, 2026' for '2026-12-08': an ISO date as a member reads it, on a page, in an email or
 * in a PDF. Formatted in UTC so the day never shifts with the reader's or the server's time zone
 * (the date is a calendar day, not an instant). An ISO instant ('2026-12-08T15:04:05Z') reads as
 * its UTC date: only the first ten characters count.
 */
export function longDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
