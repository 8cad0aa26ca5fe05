/**
 * Enrolling in a plan (spec sections 2, 4 and 5; issue 21): the words every step shares. The spec
 * shows no page bodies: these words are ours, except the messages of the error catalogue
 * (@portal/forms), used as they are. Each step's own words are in its own copy file.
 */
export const enrollmentCopy = {
  caption: (planName: string) => `Enroll in ${planName}`,
  captionNoPlan: 'Enroll in a plan',
  back: 'Back',
  continue: 'Continue',
  loading: 'Loading your enrollment…',
  stepAnnouncement: (step: number, total: number, heading: string) =>
    `Step ${step} of ${total}: ${heading}`,
  stepIndicatorLabel: 'Your progress',
  /** No plan chosen and nothing saved: the flow starts from choosing a plan. */
  choosePlanFirst: 'Choose a plan first',
  /** A save that found no draft (submitted in another tab, discarded, or 30 days old). */
  draftEnded:
    'Your enrollment in progress has ended: it was sent, started again, or kept longer than 30 days.',
  startAgain: 'Start again',
  dashboard: 'Go to your dashboard',
} as const;
