/** /tools/compare-plans (spec section 2): the two plans side by side. Rows are served content. */
export const comparePlansCopy = {
  heading: 'Compare plans',
  intro:
    'Both plans give you and your covered family members a network of over 18,000 attorneys, unlimited visits and no copays or deductibles. Here is what each plan covers and what it costs.',
  loading: 'Loading the plan comparison…',
  priceRow: 'Monthly price',
  perMonth: 'per month',
  /** "Enroll in the High plan": each link names its plan, so the two are told apart out of context. */
  enrollIn: (planLabel: string) => `Enroll in the ${planLabel} plan`,
  enrollLabel: 'Enroll',
  savingsPrompt: 'Not sure a plan pays for itself? Attorneys often charge $300+ an hour.',
  estimateSavings: 'Estimate your savings',
  /** Signed in: the member's own prices (issue 20). */
  member: {
    intro: (tier: string, planYear: string) =>
      `What each plan would cost you for ${tier} in ${planYear}, at your own pay frequency, and what each covers.`,
    perPaycheck: 'Cost per paycheck',
    perMonth: 'Cost per month',
    perYear: 'Cost per year',
    choosePlan: 'Choose a plan',
  },
} as const;

export const comparePlansLinks = {
  enroll: '/account-creation/get-started',
  calculator: '/tools/legal-calculator',
  choosePlan: '/tools/plan-option',
} as const;
