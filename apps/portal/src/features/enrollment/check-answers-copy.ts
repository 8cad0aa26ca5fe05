import type { EnrollmentReason } from '@portal/forms/schemas';

/**
 * 'Check your answers' of enrolling (issue 21): ours, as the spec shows no page bodies. The
 * heading and 'Accept and send' are the kit's CheckAnswersPage defaults, named here so the page
 * and its tests read the same words. Refusals are the error catalogue's messages.
 */
export const checkAnswersCopy = {
  heading: 'Check your answers',
  lead: (planName: string, planYear: string, price: string) =>
    `You are enrolling in ${planName} for ${planYear}, at ${price}. Check your answers, then accept and send.`,
  loading: 'Loading your answers…',
  change: 'Change',
  /** Read after 'Change' by screen readers: which part of the enrollment it changes. */
  changeContext: (section: string) => `answers to ${section}`,
  terms: {
    plan: 'Plan',
    reason: 'Why you are enrolling',
    hireDate: 'Hire date',
    belatedReason: 'Why you are enrolling late',
    effectiveDate: 'Coverage starts',
    coverage: 'Coverage',
    covered: 'Covered people',
    perPaycheck: 'Cost per paycheck',
    perMonth: 'Cost per month',
    paymentMethod: 'Payment method',
    bank: 'Bank account',
  },
  planInYear: (planName: string, planYear: string) => `${planName}, ${planYear}`,
  reasons: {
    newHire: 'New hire',
    openSeason: 'Open season',
    belated: 'Belated enrollment',
    individual: 'Individual enrollment',
  } satisfies Record<EnrollmentReason, string>,
  you: (first: string, last: string) => `${first} ${last} (you)`,
  person: (first: string, last: string, relationship: string) =>
    `${first} ${last} (${relationship})`,
  bank: (bankName: string, accountType: string, lastFour: string) =>
    `${bankName}, ${accountType.toLowerCase()} account ending in ${lastFour}`,
  accepted: (when: string) => `Accepted ${when}`,
  declarationHeading: 'Now send your enrollment',
  declaration:
    'By sending this enrollment you confirm that your answers are correct and that you accept the agreements above.',
  submit: 'Accept and send',
  /** Under a refusal: the step whose answers no longer hold. */
  goToStep: (step: string) => `Change your answers in ${step}`,
} as const;
