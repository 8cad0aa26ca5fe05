/**
 * The enrollment confirmation (spec section 2's confirmation page titles: 'enrollment
 * confirmation'; issue 21). The title is the spec's; the rest is ours, and what happens next is
 * the service's (liNextSteps, per payment method).
 */
export const confirmationCopy = {
  heading: 'Enrollment confirmation',
  loading: 'Loading your enrollment confirmation…',
  referenceLabel: 'Your policy number',
  enrolledIn: (planName: string, tier: string, planYear: string) =>
    `You are enrolled in ${planName}, ${tier}, for ${planYear}.`,
  startsOn: (date: string) => `Your coverage starts on ${date}.`,
  costs: (price: string) => `It costs you ${price}.`,
  planDetails: 'View your plan details',
} as const;

/** Where the confirmation leads: the dashboard, and the program's own page with the policy. */
export const confirmationLinks = {
  dashboard: '/dashboard',
  planDetails: (programId: string) =>
    `/dashboard/program-dashboard?progId=${encodeURIComponent(programId)}`,
} as const;
