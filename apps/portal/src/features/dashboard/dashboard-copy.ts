export const dashboardCopy = {
  title: 'Dashboard',
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  intro: 'This is your dashboard. From here you manage your plans, family, banks and settings.',
} as const;
