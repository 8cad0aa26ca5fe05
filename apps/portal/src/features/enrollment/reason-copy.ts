import type { EnrollmentReason } from '@portal/forms/schemas';

/**
 * Enrolling, 'Why and when' (spec section 4, login codes 19 to 21 and 24 to 27, 'Date windows';
 * issue 21): the words of the step. The spec shows no page body, so these are ours; refusals are
 * the catalogue's (`useErrorMessage`), never typed here. Dates arrive already written out
 * ('December 1, 2026').
 */
export const reasonCopy = {
  /** A member asked why they enroll (federal). */
  heading: 'Why and when',
  lead: 'Why you can enroll now decides when your coverage starts.',
  /** A member who may enroll any day (an individual customer): only when. */
  headingAnyTime: 'When your coverage starts',
  leadAnyTime: 'You can enroll at any time. Coverage starts on the first day of a month.',

  reasonLegend: 'Why are you enrolling?',
  reasonLabels: {
    newHire: 'New hire',
    openSeason: 'Open season',
    belated: 'Belated enrollment',
    individual: 'Individual enrollment',
  } satisfies Record<EnrollmentReason, string>,
  newHireHint: 'You started your job in the last 60 days.',
  newHireHintOnFile: (hireDate: string, windowEnd: string) =>
    `You were hired on ${hireDate}: you can enroll as a new hire until ${windowEnd}.`,
  openSeasonHint: (planYear: string, effectiveDate: string, lastDay: string) =>
    `For ${planYear}, with coverage from ${effectiveDate}. Open season ends on ${lastDay}.`,
  belatedHint:
    'You could not enroll within 60 days of your hire date, for a reason beyond your control.',
  belatedHintOnFile: (belatedEnd: string) =>
    `You could not enroll in time, for a reason beyond your control. You can ask until ${belatedEnd}.`,

  hireDateLabel: 'Your hire date',
  hireDateHint: 'The first day of your job. For example, 3 11 2026',
  belatedReasonLabel: 'Why could you not enroll within 60 days of your hire date?',
  belatedReasonHint: 'Up to 500 characters.',

  /** A new hire whose 60 days have passed, inside the belated window (fed.late, code 26). */
  newHireWindowEnded: (windowEnd: string, belatedEnd: string) =>
    `Your 60 days to enroll as a new hire ended on ${windowEnd}. If something beyond your control kept you from enrolling in time, choose Belated enrollment and tell us why, by ${belatedEnd}.`,
  help: (phone: string) => `For help, call customer care at ${phone}.`,

  coverageHeading: 'When your coverage starts',
  coverageWaiting: 'Choose why you are enrolling to see when your coverage starts.',
  coverageWaitingForHireDate: 'Enter your hire date to see when your coverage starts.',
  coverageWorkingOut: 'Working out when your coverage starts…',
  coverageStarts: (date: string) => `Your coverage starts on ${date}.`,
  enrollBy: (date: string) => `Finish enrolling by ${date}.`,
  /** A window that outlasts the start date's month (a new hire's 60 days). */
  enrollUntil: (sendBy: string, until: string) =>
    `Send your enrollment by ${sendBy} for this start date; sent later, your coverage starts on the first of the month after you send it. You can enroll until ${until}.`,
  /** A refusal about the plan year (field payYear): the reason's coverage falls in another year. */
  otherPlanYear: (planYear: string, phone: string) =>
    `Coverage for this reason would not start in ${planYear}, the plan year of the plan you chose. Choose another reason, or call customer care at ${phone}.`,
  coverageChoiceLegend: 'When should your coverage start?',
  coverageChoiceHint: 'Coverage starts on the first day of a month.',

  /** No reason is open to the member (code 21, a hire date in the future, open season over). */
  closedHeading: 'You cannot enroll online now',
  closedWhat: 'What you can do',
  closedNextOpenSeason: (from: string, to: string) =>
    `The next open season runs from ${from} to ${to}: you can enroll online then.`,
  closedByPhone: (phone: string) =>
    `If you had a qualifying life event, or something beyond your control kept you from enrolling in time, call customer care at ${phone}.`,
} as const;
