import type { CatalogueEntry } from './catalogue-entry.js';

/**
 * The messages of spec section 8 that are not field errors, sign-in banners or payment messages.
 * Exact spec wording where the spec gives it (`ours: false`); plain-language text of ours otherwise.
 */
export const messages = {
  // Accounts
  accountNotFound: {
    text: 'We could not locate an account with this information. Verify it and try again.',
    ours: false,
  },
  accountLockedHeading: { text: 'Your account is locked.', ours: false },
  accountLocked: {
    text: 'Your account is locked. For your security, your account has been locked due to too many previous invalid login attempts.',
    ours: false,
  },
  ssnAlreadyExists: {
    text: 'An account already exists for this Social Security number. Log in, or use Need Help? to find it.',
    ours: true,
  },
  // Account creation (issue 19)
  accountDraftNotFound: {
    text: 'We could not find your application. It may have been finished, or more than 30 days passed since it was saved. Start again.',
    ours: true,
  },
  // A second Create account of an application whose account exists, without its credentials.
  accountAlreadyCreated: {
    text: 'Your account has been created. Log in with your username and password.',
    ours: true,
  },
  accountStepNotFinished: { text: 'A step of your application is not finished yet.', ours: true },
  accountStepNotInApplication: { text: 'This step is not part of your application.', ours: true },
  agencyCodeNotFound: { text: 'No agency has this code.', ours: true },
  dualEnrollment: {
    text: "This person is already enrolled under another person's plan.",
    ours: false,
  },
  emailsLinkedToAnotherAccount: {
    text: 'These email addresses are already linked to another account.',
    ours: true,
  },
  accountExistsForNameEmailAndState: {
    text: 'An account already exists for this last name, email and state. Log in, or use Need Help? to find it.',
    ours: true,
  },
  invalidSecurityAnswer: {
    text: 'Your answer does not match our records. Try another question.',
    ours: false,
  },
  contactMethodsInvalid: {
    text: 'The methods below have been marked invalid. You can update them after logging in.',
    ours: false,
  },
  incompleteProfileHeading: { text: 'Incomplete Profile', ours: false },
  incompleteProfile: {
    text: "If you leave now you'll be logged out and start here again the next time you log in. Do you want to complete your profile first?",
    ours: false,
  },

  // One-time codes: the spec gives the gist and the phrases 'Send a new code' and 'Try sending a new code'.
  oneTimeCodeInvalid: {
    text: 'That code is not correct. Type the code yourself instead of pasting it, then try again.',
    ours: true,
  },
  oneTimeCodeInvalidOtherMethod: {
    text: 'That code is not correct. Type the code yourself instead of pasting it, or choose another way to get a code.',
    ours: true,
  },
  oneTimeCodeExpired: {
    text: 'This code has expired. Select Send a new code to get another one.',
    ours: true,
  },
  oneTimeCodeExpiredOtherMethod: {
    text: 'This code has expired. Select Send a new code, or choose another way to get a code.',
    ours: true,
  },
  oneTimeCodeRepeatedFailure: {
    text: "That code didn't work again. Try sending a new code.",
    ours: true,
  },
  oneTimeCodeRepeatedFailureOtherMethod: {
    text: "That code didn't work again. Try sending a new code, or choose another way to get one.",
    ours: true,
  },
  /** A code field that does not hold six digits (before anything is sent). */
  oneTimeCodeFormat: { text: 'Enter the 6-digit code we sent you.', ours: true },
  oneTimeCodeSendLimit: {
    text: "We can't send another code right now because several were sent already. Please wait a few minutes and try again.",
    ours: true,
  },
  oneTimeCodeNoContact: {
    text: 'We have no email address or mobile phone on file to send you a code. Please call customer care at {phone}.',
    ours: true,
  },
  /** The pending sign-in of two-step verification ended (time, tries, or a newer sign-in). */
  twoStepSignInEnded: {
    text: 'Your verification time ran out or too many codes were tried. Log in again to get a new code.',
    ours: true,
  },

  // Enrollment, family and eligibility
  enrollmentSubmissionIssue: {
    text: "We couldn't submit your enrollment. Please try again, or call customer care at {phone}.",
    ours: true,
  },
  noPlansForZip: { text: 'No plans are available for this ZIP code.', ours: true },
  noPayPeriodsRemain: {
    text: 'No pay periods remain in the current plan year, so this change cannot be made online. Please call customer care at {phone}.',
    ours: true,
  },
  openSeasonNotAvailableForAgency: {
    text: 'Open season enrollment cannot be submitted online for your agency. Please contact your agency.',
    ours: true,
  },
  sponsorEnrolledElsewhere: {
    text: 'Your sponsor is already enrolled under another account. Please call customer care at {phone}.',
    ours: true,
  },
  payPeriodStartUnavailable: {
    text: 'The pay period start date for this change is not available. Choose another date.',
    ours: true,
  },
  dependantsAlreadyRemoved: {
    text: 'These family members are already inactive or have been removed.',
    ours: true,
  },
  recordAlreadyUpdated: { text: 'This record has already been updated.', ours: true },
  noNextYearDateNotEnrolled: {
    text: 'There is no effective date for the next plan year because you are not enrolled.',
    ours: true,
  },
  noNextYearDateNoActiveDependants: {
    text: 'There is no effective date for the next plan year because you have no active family members.',
    ours: true,
  },
  multipleMilitaryAffiliations: {
    text: "We're unable to process more than one military affiliation online. Please call customer care at {phone}.",
    ours: true,
  },
  spouseCoverageOverlap: {
    text: "A new spouse's coverage cannot overlap a previous spouse's coverage.",
    ours: true,
  },
  tooFewDependantsForFamilyPlan: {
    text: 'Removing these family members leaves too few people for a Self and Family plan. Choose the smaller coverage tier.',
    ours: true,
  },
  abwRequiresBankDetails: {
    text: 'Your agency pays by automatic bank withdrawal, so bank details are required.',
    ours: true,
  },

  // Payments and banks
  paymentHistoryUnavailable: {
    text: 'Your payment history cannot be shown right now. Please try again later.',
    ours: true,
  },
  noSavedBankAccounts: { text: 'You have no saved bank accounts.', ours: false },

  // Session, navigation and pages
  idleWarning: {
    text: 'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
    ours: false,
  },
  idleCountdown: { text: 'Your session ends in {seconds} seconds!', ours: false },
  idleCountdownOneSecond: { text: 'Your session ends in 1 second!', ours: false },
  noLongerIdle: { text: 'No longer idle.', ours: false },
  /** Shown after the idle countdown ended the session (the inactive flag of spec section 4). */
  loggedOutForInactivity: {
    text: 'For your security, you were logged out because there was no activity for a while. Log in again to continue.',
    ours: true,
  },
  requestTimeout: { text: 'The request took too long. Please try again.', ours: true },
  pageNotFound: { text: 'Page not found.', ours: false },
  pageNotFoundApology: {
    text: 'Sorry, the page you are looking for may have been moved or deleted.',
    ours: true,
  },
  linkNotFound: { text: "We're sorry, but we could not locate you.", ours: false },
  linkExpired: { text: "We're sorry, but the link expired.", ours: false },
  formResubmission: {
    text: 'Form resubmission! Page will be redirected to user home.',
    ours: false,
  },
  backButtonDisabled: {
    text: "The browser Back button has been disabled. Please use our website's navigation menu options.",
    ours: false,
  },
  unsupportedBrowser: { text: 'This browser is not supported!', ours: false },
} as const satisfies Record<string, CatalogueEntry>;

export type MessageKey = keyof typeof messages;
