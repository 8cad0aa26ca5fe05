export const dashboardCopy = {
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  intro: 'This is your dashboard. From here you manage your plans, family, banks and settings.',
} as const;
