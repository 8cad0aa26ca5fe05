import { codesOf } from './code-list.js';

/** Eligibility flows (spec section 3). */
export const eligibilityFlows = {
  E: 'Eligibility',
  A: 'Add affiliation',
  M: 'Edit affiliation',
  C: 'Change affiliation',
  'manage-affiliation': 'Manage affiliation',
} as const;
export type EligibilityFlow = keyof typeof eligibilityFlows;
export const eligibilityFlowValues = codesOf(eligibilityFlows);

/** Record status of a dependant or enrollment row (spec section 3). FR and FE are not explained. */
export const recordStatuses = {
  FR: 'FR',
  FE: 'FE',
  I: 'Insert',
  R: 'Remove',
  E: 'Enrolled',
} as const;
export type RecordStatus = keyof typeof recordStatuses;
export const recordStatusValues = codesOf(recordStatuses);

/** What a change to a member's record touches (spec section 3). */
export const changeCategories = {
  P: 'Personal',
  C: 'Contact',
  D: 'Document',
  H: 'Health',
  R: 'Relationship',
  A: 'Address',
  S: 'Student status',
} as const;
export type ChangeCategory = keyof typeof changeCategories;
export const changeCategoryValues = codesOf(changeCategories);

/** Marketing and profile sections (spec section 3: codes only, meanings not shown). */
export const profileSectionValues = ['A', 'C', 'M', 'P', 'B', 'S'] as const;
export type ProfileSection = (typeof profileSectionValues)[number];

/** Family actions (spec section 3), both spellings the service uses. */
export const familyActionValues = ['addFamily', 'removeFamily', 'Add', 'Remove'] as const;
export type FamilyAction = (typeof familyActionValues)[number];

/** Enrollment period status (spec section 3). */
export const enrollmentPeriodStatuses = {
  OS: 'Open season',
  CS: 'Current status',
} as const;
export type EnrollmentPeriodStatus = keyof typeof enrollmentPeriodStatuses;
export const enrollmentPeriodStatusValues = codesOf(enrollmentPeriodStatuses);

/** Security-flow kinds (spec section 3). */
export const securityFlowKinds = {
  S: 'Security question',
  T: 'Two-factor',
  U: 'Update',
  M: 'Multi-factor',
} as const;
export type SecurityFlowKind = keyof typeof securityFlowKinds;
export const securityFlowKindValues = codesOf(securityFlowKinds);
