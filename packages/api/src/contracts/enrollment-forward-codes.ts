/**
 * Login forward codes about enrolling (spec section 4, 'Login return codes'; issue 21). After a
 * successful sign-in whose profile is complete, the service sends the first that fits the
 * member's state instead of 31 (showdashboard); apps/server's README, 'Sign-in outcomes', lists
 * the state behind each. The portal goes to `enrollmentForwardCodePaths[code]`.
 */
export const enrollmentForwardCodes = {
  /**
   * No plan on file, and no new-hire, belated or open-season window open (an individual customer,
   * who may enroll any time, or a federal member): the dashboard shows what they can do.
   */
  noPlans: 11,
  /** An enrollment draft stopped at 'How to pay': the payment flow of its payment type. */
  payrollFlow: 14,
  annuityFlow: 15,
  abwFlow: 16,
  directBill: 17,
  /** A new hire inside the 60 days, hire date on file. */
  newHireDateonFile: 19,
  /** A new hire (status N) without a hire date on file: the flow asks for it. */
  newHireNoDateonFile: 20,
  /** A hire date on file whose new-hire and belated windows have both closed, no plan: the flow says so. */
  newHireDateInvalid: 21,
  /** Open season runs; no plan this year (nothing on file to review). */
  osNoDateOnFile: 24,
  /** Open season runs; a plan this year that does not renew into the next: the dashboard offers the change. */
  osDateOnFile: 25,
  /** Inside the belated window (days 61 to 120 after the hire date), hire date on file. */
  belatedDateonFile: 26,
  /** A belated enrollment started in a draft without a hire date on file. */
  belatedNoDateonFile: 27,
  /** A flexible spending account enrollment: no FSA program is offered online (never sent). */
  fsaEnrollment: 28,
  compensationFlow: 34,
  miltaryPay: 35,
  retireePay: 36,
  /** A payroll enrollment submitted and waiting for the agency's authorization (pending). */
  payrollAuth: 41,
} as const;

export type EnrollmentForwardCode =
  (typeof enrollmentForwardCodes)[keyof typeof enrollmentForwardCodes];

/** Where the portal goes for each code (spec section 2 routes). */
export const enrollmentForwardCodePaths: Readonly<Record<EnrollmentForwardCode, string>> = {
  11: '/dashboard',
  14: '/enrollment',
  15: '/enrollment',
  16: '/enrollment',
  17: '/enrollment',
  19: '/enrollment',
  20: '/enrollment',
  21: '/enrollment',
  24: '/enrollment',
  25: '/dashboard',
  26: '/enrollment',
  27: '/enrollment',
  28: '/dashboard',
  34: '/enrollment',
  35: '/enrollment',
  36: '/enrollment',
  41: '/dashboard',
};

export function isEnrollmentForwardCode(code: unknown): code is EnrollmentForwardCode {
  return typeof code === 'number' && Object.hasOwn(enrollmentForwardCodePaths, code);
}
