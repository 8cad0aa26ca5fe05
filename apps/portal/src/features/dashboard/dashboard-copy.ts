import type { EnrollmentStatus } from '@portal/api/dashboard';
import type { StatusTagTone } from '@portal/ui';

/**
 * The member's dashboard (spec section 2 '/dashboard', '/dashboard/program-dashboard'; section 3
 * 'Dashboard state'). Its cards point only at screens that exist today, named as the spec's MY
 * ACCOUNT menu names them (section 2: Banks, Security Settings); a step not online yet says how
 * to take it today (the service's messages, with the customer-care number).
 */
export const dashboardCopy = {
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  intro: 'This is your dashboard. From here you manage your plans, family, banks and settings.',
  loading: 'Loading your plans…',
  openSeason: {
    title: 'Open season',
    heading: (endDate: string) => `Open season is on until ${endDate}.`,
    text: 'Until then you can enroll, or change your plan, for the next plan year.',
  },
  panelTitle: (programName: string, planYear: string) => `${programName} ${planYear}`,
  status: {
    pending: { label: 'Pending', tone: 'warning' },
    active: { label: 'Active', tone: 'success' },
    future: { label: 'Future', tone: 'info' },
  } satisfies Record<EnrollmentStatus, { label: string; tone: StatusTagTone }>,
  facts: {
    plan: 'Plan',
    coverage: 'Coverage',
    coveredPeople: 'Covered people',
    perPaycheck: 'Cost per paycheck',
    perMonth: 'Cost per month',
    perYear: 'Cost per year',
    payFrequency: 'Your pay frequency',
    coverageDates: 'Coverage dates',
    dateRange: (from: string, to: string) => `${from} to ${to}`,
    paymentMethod: 'Payment method',
    noPaymentMethod: 'Not chosen yet',
    policyNumber: 'Policy number',
    person: (first: string, last: string, relationship: string) =>
      `${first} ${last} (${relationship})`,
    paychecksAYear: (description: string, periods: number) =>
      `${description}, ${periods} paychecks a year`,
  },
  actions: {
    modifyPlan: 'Modify plan',
    enroll: 'Enroll',
    details: 'View plan details',
    /** Read after an action by screen readers: which panel the link belongs to. */
    context: (panelTitle: string) => `for ${panelTitle}`,
  },
  notEnrolled: {
    status: 'Not enrolled',
    text: (programName: string) => `You are not enrolled in the ${programName.toLowerCase()} yet.`,
    option: (planYear: string, effectiveDate: string, enrollBy: string) =>
      `You can enroll for ${planYear}: coverage starts ${effectiveDate} if you enroll by ${enrollBy}.`,
    /** A window that outlasts the start date's month (a new hire's 60 days). */
    optionUntil: (planYear: string, until: string, effectiveDate: string, sendBy: string) =>
      `You can enroll for ${planYear} until ${until}. Enroll by ${sendBy} and coverage starts ${effectiveDate}; later, it starts on the first of the month after you enroll.`,
    plansHeading: (tier: string) => `What each plan would cost you (${tier})`,
    start: 'Start enrollment',
    /** An enrollment in progress (its draft), resumed where it stopped. */
    continue: 'Continue your enrollment',
    closed:
      'Enrolling online is open to new hires in their first 60 days and to everyone during open season.',
    closedByPhone: (phone: string) => `To enroll now, call customer care at ${phone}.`,
  },
  otherChanges: {
    title: (programName: string) => `Other changes to your ${programName.toLowerCase()}`,
  },
  programDashboard: {
    back: 'Back to your dashboard',
    notEnrolled: 'You have no enrollment in this program.',
    unknownProgram: 'We could not find this program.',
  },
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

export const dashboardLinks = {
  programDashboard: (programId: string) => `/dashboard/program-dashboard?progId=${programId}`,
  dashboard: '/dashboard',
} as const;
