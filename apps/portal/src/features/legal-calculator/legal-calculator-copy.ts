import { formatTenthsOfHours } from '@portal/forms/rules';

const hours = (tenths: number) =>
  `${formatTenthsOfHours(tenths)} ${tenths === 10 ? 'hour' : 'hours'}`;

/** /tools/legal-calculator (spec sections 1 and 2): the savings calculator. Matters are served content. */
export const legalCalculatorCopy = {
  heading: 'Legal savings calculator',
  intro:
    'Attorneys often charge $300+ an hour, and the average rate is $370.00 an hour. Enter the hours of attorney time you expect to need, choose a plan, and compare a year of the plan with paying by the hour.',
  loading: 'Loading the calculator…',
  tierLegend: 'Which plan?',
  tierOption: (label: string, monthlyPrice: string) => `${label}, ${monthlyPrice} per month`,
  hoursLegend: 'Hours of attorney time',
  hoursHint:
    'Whole hours or one decimal place, like 2 or 1.5. Leave blank what you do not expect to need.',
  typicalHours: (typical: string) => `Typical: ${typical} ${typical === '1' ? 'hour' : 'hours'}`,
  submit: 'Estimate savings',
  resultHeading: 'Your estimate',
  attorneyCost: (tenths: number, rate: string, cost: string) =>
    `At ${rate} an hour, ${hours(tenths)} of attorney time would cost ${cost}.`,
  planYear: (label: string, year: string, monthly: string) =>
    `A year of the ${label} plan costs ${year} (12 × ${monthly}).`,
  savings: (amount: string) => `You could save about ${amount} a year with the plan.`,
  noSavings: (amount: string) =>
    `For these hours, paying by the hour would cost ${amount} less than a year of the plan.`,
  notCovered: (label: string) =>
    `Not counted, because the ${label} plan does not cover them (you would pay by the hour either way):`,
  enroll: 'Enroll now',
  comparePlans: 'Compare plans',
  assumptions:
    'This is an estimate, not a quote. It uses an average attorney rate of $370.00 an hour; typical hours are our own estimates, and your matter may take more or less time.',
} as const;

export const legalCalculatorLinks = {
  enroll: '/account-creation/get-started',
  comparePlans: '/tools/compare-plans',
} as const;
