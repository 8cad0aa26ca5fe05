import { codesOf } from './code-list.js';

/*
 * Alerts and the activity log (domain.md section 7). The spec names neither list: these are ours.
 * Later issues add kinds here (payments, life events) and rows to the service's alerts table;
 * the screens show whatever the list holds, so a new kind is data, not a new screen.
 */

/** What an alert is about. The first four are the spec's pending-action markers (section 4). */
export const alertKinds = {
  WORK_EMAIL_INVALID: 'Your work email was marked invalid',
  OTHER_EMAIL_INVALID: 'Your other email was marked invalid',
  ADDRESS_INVALID: 'Your residence address was marked invalid',
  MAIL_ADDRESS_INVALID: 'Your mailing address was marked invalid',
  PAYMENT_RETURNED: 'A payment was returned',
  BILL_DUE: 'A bill is due',
  LIFE_EVENT_DECIDED: 'A life event was decided',
  DOCUMENT_NEEDED: 'A document is needed',
} as const;
export type AlertKind = keyof typeof alertKinds;
export const alertKindValues = codesOf(alertKinds);

/** The alert kinds that raise the spec's pending-action flag (the red dot on the alerts bell). */
export const pendingActionAlertKinds = [
  'WORK_EMAIL_INVALID',
  'OTHER_EMAIL_INVALID',
  'ADDRESS_INVALID',
  'MAIL_ADDRESS_INVALID',
] as const satisfies readonly AlertKind[];

/** P pending, R resolved (the flagged item was fixed), D dismissed (informational alerts only). */
export const alertStatuses = {
  P: 'Pending',
  R: 'Resolved',
  D: 'Dismissed',
} as const;
export type AlertStatus = keyof typeof alertStatuses;
export const alertStatusValues = codesOf(alertStatuses);

/** ACTION: something to fix (cannot be dismissed); INFO: something to know (can be dismissed). */
export const alertSeverities = {
  ACTION: 'Action needed',
  INFO: 'For your information',
} as const;
export type AlertSeverity = keyof typeof alertSeverities;
export const alertSeverityValues = codesOf(alertSeverities);

/** The groups of the activity log (domain.md section 7: what the member did or had done). */
export const activityCategories = {
  SIGN_IN: 'Signing in and out',
  SECURITY: 'Security',
  PROFILE: 'Profile',
  BANK: 'Bank',
  ENROLLMENT: 'Enrollment',
  LIFE_EVENT: 'Life event',
  PAYMENT: 'Payment',
} as const;
export type ActivityCategory = keyof typeof activityCategories;
export const activityCategoryValues = codesOf(activityCategories);

/**
 * One line of the activity log per recorded event (the service's audit kinds), as the member reads
 * it. A kind missing here is not shown to the member (failed look-ups, drafts, internal steps).
 */
export const activityKinds = {
  'login.succeeded': 'Signed in',
  'login.failed': 'Sign-in refused: wrong password',
  'login.locked-out': 'Account locked after too many sign-in attempts',
  'two-step.passed': 'Signed in with a one-time code',
  logout: 'Signed out',
  'recovery.password-reset': 'Password reset from a link',
  'security.password-changed': 'Password changed',
  'security.questions-changed': 'Security questions changed',
  'security.two-step-changed': 'Two-step verification changed',
  'security.reauthenticated': "Confirmed it's you",
  'account.created': 'Account created',
  'profile.address-saved': 'Address changed',
  'profile.sponsor-saved': 'Branch of service changed',
  'profile.identity-saved': 'Date of birth and SSN saved',
  'profile.phones-saved': 'Phone numbers changed',
  'profile.emails-saved': 'Email addresses changed',
  'profile.notification-saved': 'Notification preference changed',
  'profile.marketing-saved': 'Marketing preferences changed',
  'profile.sponsor-details-saved': 'Sponsor details changed',
  'profile.branch-of-service-saved': 'Branch of service changed',
  'alert.dismissed': 'Alert dismissed',
  'bank.deleted': 'Bank account deleted',
  'enrollment.dependent-added': 'Family member added',
  'enrollment.bank-added': 'Bank account added',
  'enrollment.submitted': 'Enrollment sent',
  'enrollment.declarations-downloaded': 'Declarations downloaded',
} as const;
export type ActivityKind = keyof typeof activityKinds;
export const activityKindValues = codesOf(activityKinds);
