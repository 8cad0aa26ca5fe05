import { codesOf } from './code-list.js';

/** Bank account types (spec section 3). */
export const accountTypes = {
  C: 'Checking',
  S: 'Savings',
} as const;
export type AccountType = keyof typeof accountTypes;
export const accountTypeValues = codesOf(accountTypes);

/**
 * Payment type codes (spec section 3); they match the login return codes 14 to 17 and 34 to 36.
 * 17 Direct Bill is the login code's (directBill) and domain.md's; the spec's list leaves it out.
 * 16 is the spec's 'Abw', spelled out: members read these labels (the payment step, the
 * dashboard, the declarations), and an abbreviation they never met tells them nothing.
 */
export const paymentTypeCodes = {
  '14': 'Payroll',
  '15': 'Annuity',
  '16': 'Automatic bank withdrawal',
  '17': 'Direct Bill',
  '34': 'Compensation',
  '35': 'Military',
  '36': 'Retirement Pay',
} as const;
export type PaymentTypeCode = keyof typeof paymentTypeCodes;
export const paymentTypeCodeValues = codesOf(paymentTypeCodes);

/** Payment flows (spec section 3); the code is the service's own spelling. */
export const paymentFlowValues = [
  'directBill',
  'abw',
  'directBilOneTimePayment',
  'changeBank',
  'selectBank',
  'reEnroll',
  'AccountCreation',
] as const;
export type PaymentFlow = (typeof paymentFlowValues)[number];

/** Where a plan flow started (spec section 3). */
export const planFlowOriginValues = [
  'enroll',
  'anonymous',
  'addFamilyQle',
  'OSPlanChange',
  'OsPlanCancel',
] as const;
export type PlanFlowOrigin = (typeof planFlowOriginValues)[number];

/** Bank record status flags (spec section 4: bank record on the dashboard). */
export const bankStatusFlags = {
  N: 'Not in use',
  E: 'In use',
  FE: 'Pending Use',
  I: 'Deleted',
} as const;
export type BankStatusFlag = keyof typeof bankStatusFlags;
export const bankStatusFlagValues = codesOf(bankStatusFlags);
