/**
 * The member's dashboard. Its cards point only at screens that exist today, named as the spec's
 * MY ACCOUNT menu names them (section 2: Banks, Security Settings), each described in the words of
 * its own screen (the bank dashboard's and the security settings' copy).
 */
export const dashboardCopy = {
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  intro: 'This is your dashboard. From here you manage your plans, family, banks and settings.',
  banks: {
    title: 'Banks',
    text: 'The bank accounts saved to your account. A bank account can be deleted only if it is not currently in use for any plan.',
    action: { href: '/bank-dashboard', label: 'Your bank accounts' },
  },
  securitySettings: {
    title: 'Security Settings',
    text: 'Change your password, your security questions and how you verify your identity when you log in.',
    action: { href: '/security-dashboard', label: 'Your security settings' },
  },
} as const;
