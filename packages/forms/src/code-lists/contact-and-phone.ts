import { codesOf } from './code-list.js';

/** Primary phone types (spec section 3). */
export const phoneTypes = {
  M: 'Mobile',
  H: 'Home',
  W: 'Work',
} as const;
export type PhoneType = keyof typeof phoneTypes;
export const phoneTypeValues = codesOf(phoneTypes);

/** Alternate phone types (spec section 3). */
export const alternatePhoneTypes = {
  M: 'Mobile',
  O: 'Other',
} as const;
export type AlternatePhoneType = keyof typeof alternatePhoneTypes;
export const alternatePhoneTypeValues = codesOf(alternatePhoneTypes);

/** Where a one-time code is sent (spec section 3: contact method choices). */
export const contactMethods = {
  E: 'Email',
  S: 'SMS',
} as const;
export type ContactMethod = keyof typeof contactMethods;
export const contactMethodValues = codesOf(contactMethods);

/** Contact types (spec section 3). */
export const contactTypes = {
  E: 'Email',
  P: 'Phone',
} as const;
export type ContactType = keyof typeof contactTypes;
export const contactTypeValues = codesOf(contactTypes);

/** Which of two contacts is meant (spec section 3). */
export const contactPriorities = {
  P: 'Primary',
  S: 'Secondary',
} as const;
export type ContactPriority = keyof typeof contactPriorities;
export const contactPriorityValues = codesOf(contactPriorities);

/** How the member wants to hear from the plan (spec section 3). */
export const notificationPreferences = {
  E: 'Email alone',
  L: 'Letter alone',
  B: 'Both email and letter',
} as const;
export type NotificationPreference = keyof typeof notificationPreferences;
export const notificationPreferenceValues = codesOf(notificationPreferences);

/** Verification status of a contact method or address (spec section 3). */
export const verificationStatuses = {
  V: 'Valid',
  I: 'Invalid',
} as const;
export type VerificationStatus = keyof typeof verificationStatuses;
export const verificationStatusValues = codesOf(verificationStatuses);
