const easternTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * An instant (ISO 8601, UTC) as members read it, in Eastern Time with its zone's name: 'November
 * 25, 2026 at 4:52 AM EST' (EDT in summer). The business keeps Eastern Time (the service's clock).
 */
export function easternDateTime(instant: string): string {
  // Newer ICU puts a narrow no-break space before AM and PM: the same text in every browser.
  return easternTime.format(new Date(instant)).replace(/[\u202f\u00a0]/g, ' ');
}
