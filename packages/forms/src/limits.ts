/** Spec section 9: field limits of the login form. */
export const USER_ID_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 20;

/** New passwords: 12 to 20 characters, no composition rules (NIST SP 800-63B length over rules). */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
/** A new password may not be one of the member's last five (spec section 5: password not reusable). */
export const PASSWORD_HISTORY_SIZE = 5;

/** Spec section 9: placeholders the service uses for "no SSN", refused in every SSN field. */
export const SSN_PLACEHOLDERS = ['000000000', '999999999'] as const;

/** Spec section 9: a claim number has at least 11 digits. */
export const CLAIM_NUMBER_MIN_DIGITS = 11;

/** Spec section 9: ages, in whole years. */
export const SPOUSE_MIN_AGE = 16;
export const ONLINE_ENROLLMENT_MIN_AGE = 13;
export const SPONSOR_MIN_AGE = 17;
export const SURVIVOR_MIN_AGE = 16;
/** Children at or over this age must be incapable of self-support, with the incapacity begun before it. */
export const CHILD_AGE_LIMIT = 22;
/** The age limit of the second family of child relationship codes (X, W, B, V, Y). */
export const YOUNGER_CHILD_AGE_LIMIT = 21;
/** A family member covered as a full-time student is 21 to 23 years old. */
export const STUDENT_MIN_AGE = 21;
export const STUDENT_MAX_AGE = 23;

/** Spec section 9: money limits, in integer cents. The total must be under $10,000. */
export const PAYMENT_TOTAL_LIMIT_CENTS = 1_000_000;

/** Spec section 5 and 9: the effective-date (event date) window. */
export const EFFECTIVE_DATE_DAYS_BACK = 60;
export const EFFECTIVE_DATE_DAYS_AHEAD = 31;

/** Domain.md section 4: a new hire may enroll within 60 days of the hire date. */
export const NEW_HIRE_WINDOW_DAYS = 60;
/** Ours: a belated enrollment may be asked for during 60 days after the new-hire window closed. */
export const BELATED_WINDOW_DAYS = 60;

/** Spec section 5 and 9: payments requested at or after 19:00 Eastern start the next business day. */
export const BUSINESS_DAY_CUTOFF_HOUR = 19;

/** Spec section 4: plan search outside the US uses this zip, and every search this rate code. */
export const DEFAULT_ZIP_OUTSIDE_US = '99999';
export const DEFAULT_RATE_CODE = 'R01';

/** Spec section 9: invalid sign-in counts 3 to 5 show the multiple-attempts message; above 5, need help. */
export const MULTIPLE_ATTEMPTS_FROM = 3;
export const NEED_HELP_ABOVE = 5;

/**
 * One-time codes are six digits. The spec does not show the length; six is what SMS and email
 * one-time codes commonly use (and what the service generates).
 */
export const ONE_TIME_CODE_LENGTH = 6;

/** Our limits where the spec shows none, chosen to fit the service's columns and common practice. */
export const NAME_MAX_LENGTH = 35;
export const ADDRESS_LINE_MAX_LENGTH = 40;
export const CITY_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const SECURITY_ANSWER_MAX_LENGTH = 50;
export const SECURITY_QUESTION_COUNT = 3;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const BANK_NAME_MAX_LENGTH = 50;
/** US bank account numbers run from 4 to 17 digits (the NACHA DFI account number field). */
export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;

/** Spec sections 1 and 9: the average attorney rate the public pages quote, $370.00 an hour. */
export const AVERAGE_ATTORNEY_RATE_CENTS = 37_000;
/** The savings calculator takes up to this many hours per legal matter (ours: a year's heavy use). */
export const CALCULATOR_MAX_HOURS = 200;

/**
 * Ours (issue 22): "confirm it's you" (the password or a one-time code) before an email, phone,
 * address or two-step change, at most once in this many minutes, as banks ask for it.
 */
export const REAUTHENTICATION_WINDOW_MINUTES = 15;
/** Ours (issue 22): lines per page of the activity log, and the most a page may ask for. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE_MAX = 50;
