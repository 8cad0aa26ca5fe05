/**
 * Choosing a plan (spec section 2: /tools/plan-option, plan-tier, select-plan; issue 20). Every
 * price is the member's own: their coverage tier and their pay frequency, from the service.
 */
export const planChoiceCopy = {
  caption: (programName: string) => programName,
  loading: 'Loading your plan options…',
  option: {
    heading: { enroll: 'Choose a plan', modifyPlan: 'Change your plan' },
    lead: {
      enroll:
        'Choose the plan year, then who the plan covers, then the plan. Every price is what it would cost you.',
      // Said first, not after three screens: the plans can be compared, not yet changed online.
      modifyPlan: (phone: string) =>
        `Compare the plans for next year with yours, at what each would cost you. Changing your plan online is coming soon: to change it today, call customer care at ${phone}.`,
    },
    legend: 'Which plan year?',
    // The plan year's span, not when coverage would start: that depends on why and when the
    // member enrolls, and the next step says it.
    yearLabel: (planYear: string, start: string, end: string) =>
      `${planYear} (the plan year from ${start} to ${end})`,
    disabledReason: {
      notPlannedYear: 'Not open for choosing now.',
      enrolled: 'You already have a plan for this year.',
      noOpenWindow: 'Nothing can be chosen for this year online now.',
    },
    currentPlan: (planName: string, planYear: string) =>
      `Your plan for ${planYear} is ${planName}.`,
    nothingOpen:
      'You cannot choose a plan online right now: enrolling online is open to new hires in their first 60 days and to everyone during open season.',
    byPhone: (phone: string) =>
      `If you had a qualifying life event, call customer care at ${phone}.`,
  },
  tier: {
    heading: 'Who will the plan cover?',
    legend: 'Coverage',
    hint: (dependents: number) =>
      dependents === 0
        ? 'You have no family members on file, so the plan covers you alone.'
        : dependents === 1
          ? 'You have 1 family member on file.'
          : `You have ${dependents} family members on file.`,
    familyChangesByPhone: (phone: string) =>
      `To add or remove family members, call customer care at ${phone}.`,
    familyAddedWhenEnrolling:
      'You can add family members as you enroll: choose the coverage for everyone the plan will cover.',
  },
  select: {
    heading: 'Choose your plan',
    lead: (tier: string, planYear: string, payFrequency: string) =>
      `What each plan costs you for ${tier} in ${planYear}, paid ${payFrequency.toLowerCase()}.`,
    priceLabel: 'Cost per paycheck',
    priceLabelMonthly: 'Cost per month',
    choose: (planName: string) => `Choose ${planName}`,
    yourPlan: 'Your plan',
    chosen: 'Chosen',
    compare: 'Compare the plans side by side',
    back: 'Back',
    difference: (amount: string, change: 'more' | 'less', period: string) =>
      `${amount} ${change} ${period} than your plan`,
    differenceYear: (amount: string, change: 'more' | 'less') => `${amount} ${change} per year`,
    sameAsYours: 'The same cost as your plan',
  },
  chosen: {
    title: 'Plan chosen',
    heading: (planName: string, planYear: string, perPaycheck: string) =>
      `You chose ${planName} for ${planYear}: ${perPaycheck}.`,
    next: {
      enroll:
        'Next, tell us why and when you are enrolling, who the plan covers and how you will pay. Nothing is sent until you check your answers.',
      modifyPlan:
        'Changing your plan online is coming soon, and it will start from this choice. To change your plan today, call customer care at {phone}.',
    },
    /** The enroll flow goes on to /enrollment (issue 21); changing a plan online is not built. */
    continueToEnrollment: 'Continue to enrollment',
    dashboard: 'Back to your dashboard',
  },
  nothingToChoose: 'No plans can be chosen for this year and coverage.',
} as const;

export const planChoiceLinks = {
  dashboard: '/dashboard',
  compare: '/tools/compare-plans',
} as const;
