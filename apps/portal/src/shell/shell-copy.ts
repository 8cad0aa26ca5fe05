/** Words of the shell (spec section 2 'Header' and 'Footer'). */
export const shellCopy = {
  skipToMain: 'Skip to main content',
  primaryNavigation: 'Main',
  dashboard: 'DASHBOARD',
  myAccount: 'MY ACCOUNT',
  banks: 'Banks',
  securitySettings: 'Security Settings',
  logOut: 'Log Out',
  footerNavigation: 'Footer',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  complianceAndLegal: 'Compliance & Legal',
} as const;
