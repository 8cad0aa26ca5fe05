/** The member's activity log (issue 22; ours: no anchor gives members one history). */
export const activityLogCopy = {
  heading: 'Account activity',
  lead: 'Sign-ins and changes to your account, newest first. If you do not recognise something, change your password and call customer care.',
  loading: 'Loading your account activity…',
  caption: 'Your account activity',
  when: 'When (Eastern Time)',
  what: 'What happened',
  browser: 'Browser',
  address: 'Address',
  notRecorded: 'Not recorded',
  none: 'Nothing has been recorded yet.',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} (${total} ${total === 1 ? 'entry' : 'entries'})`,
  pagination: 'Activity pages',
  /** A recorded kind the list of words does not know yet (a later issue's): said plainly. */
  otherActivity: 'Other account activity',
} as const;
