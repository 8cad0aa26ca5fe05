/** Words of the shell (spec section 2 'Header' and 'Footer'). */
export const shellCopy = {
  skipToMain: 'Skip to main content',
  primaryNavigation: 'Main',
  dashboard: 'DASHBOARD',
  myAccount: 'MY ACCOUNT',
  profile: 'Profile',
  banks: 'Banks',
  securitySettings: 'Security Settings',
  /** Ours (issue 22): the activity log, beside the spec's entries. */
  activityLog: 'Account Activity',
  logOut: 'Log Out',
  /** The bell's accessible name with the count pending (it starts with the visible 'Alerts'). */
  alertsPending: (count: number) =>
    `Alerts, ${count} ${count === 1 ? 'action' : 'actions'} pending`,
  /** The header's search form (spec sections 2 and 7). */
  searchFieldLabel: 'Search',
  searchFieldPlaceholder: 'Search',
  footerNavigation: 'Footer',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  complianceAndLegal: 'Compliance & Legal',
  /** The category of the footer links' link-click analytics events. */
  footerAnalyticsCategory: 'footer',
  administeredBy: 'Administered by',
  administratorName: 'Legal Plan Administrators',
  /** The name as the logo draws it, on two lines. */
  administratorWordmark: ['Legal Plan', 'Administrators'],
} as const;
