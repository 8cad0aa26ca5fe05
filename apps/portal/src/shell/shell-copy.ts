/** Words of the shell (spec section 2 'Header' and 'Footer'). */
export const shellCopy = {
  skipToMain: 'Skip to main content',
  primaryNavigation: 'Main',
  dashboard: 'DASHBOARD',
  myAccount: 'MY ACCOUNT',
  banks: 'Banks',
  securitySettings: 'Security Settings',
  logOut: 'Log Out',
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
