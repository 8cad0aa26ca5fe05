import type { CatalogueEntry } from './catalogue/catalogue-entry.js';
import { fillPlaceholders } from './catalogue/customer-care.js';
import { paymentMessages } from './catalogue/payment-messages.js';

/**
 * Field errors travel as keys; the catalogue turns a key into text. Schemas put the key in zod's
 * issue `message`, so any issue can be looked up here (architecture section 9, rule 6).
 *
 * The first twelve keys are the ones spec section 5 names. The spec shows the wording of only
 * 'Required.' and 'Invalid. Try again.'; every other text is ours (`ours: true`). The keys after
 * them are our own, one per business rule, so a member reads what to fix rather than "Invalid".
 * Texts may contain `{phone}` (see formatMessage).
 */
export const fieldErrorCatalogue = {
  required: { text: 'Required.', ours: false },
  // The spec shows no wording for a value over its limit; the generic message is the spec's own.
  maxlength: { text: 'Invalid. Try again.', ours: false },
  pattern: { text: 'Invalid. Try again.', ours: false },
  // Spec section 5 ties minlength to the claim number ("no less than 11").
  minlength: { text: 'Enter at least 11 digits.', ours: true },
  date: { text: 'Enter a valid date.', ours: true },
  otherAmount: { text: 'Enter the amount you want to pay.', ours: true },
  morePayAmount: { text: 'You cannot pay more than the amount due.', ours: true },
  // Stands in for a message the screen supplies itself; the generic text is the fallback.
  customMessage: { text: 'Invalid. Try again.', ours: false },
  routingNumberLength: { text: 'Enter the 9-digit routing number.', ours: true },
  emailMismatch: { text: 'The email addresses do not match.', ours: true },
  emailDiffers: {
    text: 'Your secondary email must be different from your primary email.',
    ours: true,
  },
  invalidAmount: { text: 'Enter an amount greater than $0.00.', ours: true },

  // Identity and sign-in
  invalidSsn: { text: 'Enter a valid 9-digit Social Security number.', ours: true },
  usernameIsSsn: { text: 'Username cannot be an SSN.', ours: false },
  // Spec section 5 names the rule 'username already exists', with another text when logged in;
  // field errors, so a form shows them under the username (createUserAccount's objFieldErrors).
  usernameTaken: { text: 'Username already exists. Choose another one.', ours: true },
  usernameTakenLoggedIn: {
    text: 'That username belongs to another account. Choose a different one.',
    ours: true,
  },
  invalidEmail: { text: 'Enter an email address like name@example.com.', ours: true },
  invalidPhone: { text: 'Enter a 10-digit US phone number.', ours: true },
  consentRequired: {
    text: 'You must agree to receive electronic communications to continue.',
    ours: true,
  },
  smsNeedsMobilePhone: {
    text: 'To get codes by text message, add a mobile phone number to your profile.',
    ours: true,
  },
  employmentStatusNotForAffiliation: {
    text: 'Choose a status that matches your affiliation.',
    ours: true,
  },
  emailCodesNeedValidEmail: {
    text: 'To get codes by email, add a valid email address to your profile.',
    ours: true,
  },
  enrollingAsNotOffered: {
    text: 'This choice is not offered on this site. Choose who is enrolling from the list.',
    ours: true,
  },
  agencyNotFound: { text: 'Choose your agency from the list.', ours: true },
  securityQuestionRepeated: { text: 'Choose a different question for each answer.', ours: true },

  // New passwords
  passwordLength: { text: 'Use 12 to 20 characters.', ours: true },
  passwordIsUsername: { text: 'Your password cannot be your username.', ours: true },
  passwordCommon: {
    text: 'This password is too common. Choose one that is harder to guess.',
    ours: true,
  },
  passwordReused: {
    text: 'You have used this password recently. Choose one you have not used before.',
    ours: true,
  },
  passwordMismatch: { text: 'The passwords do not match.', ours: true },
  currentPasswordIncorrect: {
    text: 'The current password you entered is incorrect.',
    ours: true,
  },

  // Addresses
  invalidZipCode: { text: 'Enter a valid ZIP code, like 12345 or 12345-6789.', ours: true },
  invalidMailingZipCode: {
    text: 'Enter a valid mailing ZIP code, like 12345 or 12345-6789.',
    ours: true,
  },
  stateNotEligible: { text: 'This state is not yet eligible for this product.', ours: false },
  zipNotFound: {
    text: 'We could not find this ZIP code. Check it, or keep what you entered.',
    ours: true,
  },
  zipStateMismatch: {
    text: 'This ZIP code is not in the state you chose. Choose a match below, or keep what you entered.',
    ours: true,
  },
  mailingZipStateMismatch: {
    text: 'This mailing ZIP code is not in the state you chose. Choose a match below, or keep what you entered.',
    ours: true,
  },

  // Banks and payments
  invalidRoutingNumber: {
    text: 'This routing number is not valid. Check it and try again.',
    ours: true,
  },
  accountNumberMismatch: { text: 'The account numbers do not match.', ours: true },
  paymentTotalLimit: { text: 'The total payment must be less than $10,000.00.', ours: true },
  paymentDateWeekend: paymentMessages.paymentDateWeekend,
  paymentDateTooEarly: {
    text: 'This payment date has passed. Choose the next business day or later.',
    ours: true,
  },

  // Ages, relationships and dates
  dateOfBirthNotBeforeToday: { text: 'Date of birth must be before today.', ours: true },
  underOnlineEnrollmentAge: { text: 'You must be 13 or older to enroll online.', ours: true },
  spouseUnder16: { text: 'A spouse must be at least 16 years old.', ours: true },
  sponsorNeedsCustomerService: {
    text: 'A sponsor younger than 17 cannot be added online. Please call customer service at {phone}.',
    ours: true,
  },
  survivorNeedsCustomerService: {
    text: 'A survivor younger than 16 cannot enroll online. Please call customer service at {phone}.',
    ours: true,
  },
  childOver22MustBeIncapable: {
    text: 'A child 22 or older can be covered only if incapable of self-support.',
    ours: true,
  },
  incapacityAgeLimit: {
    text: 'The incapacity must have begun before the child turned 22.',
    ours: true,
  },
  childRelationshipMismatch: {
    text: "The relationship does not match this person's date of birth.",
    ours: true,
  },
  studentRelationshipMismatch: {
    text: 'A family member covered as a full-time student must be 21 to 23 years old.',
    ours: true,
  },
  dateOutsideEnrollmentWindow: {
    text: 'This date is outside the allowable enrollment window.',
    ours: true,
  },
  addFamilyDateTooFarAhead: {
    text: 'This date is too far in the future to add a family member.',
    ours: true,
  },
  addFamilyDateTooFarBack: {
    text: 'This date is too far in the past to add a family member. Use a date in the last 60 days.',
    ours: true,
  },
  removeFamilyDateTooFarAhead: {
    text: 'This date is too far in the future to remove a family member.',
    ours: true,
  },
  removeFamilyDateTooFarBack: {
    text: 'This date is too far in the past to remove a family member. Use a date in the last 60 days.',
    ours: true,
  },
  familyDateBeforePlanStart: {
    text: 'This date is before your plan started. To make this change, [Submit QLE](/qle/select-life-event/).',
    ours: true,
    richText: true,
  },
  // The legal savings calculator
  invalidHours: {
    text: 'Enter a number of hours from 0 to 200, like 2 or 1.5.',
    ours: true,
  },
  hoursRequired: {
    text: 'Enter the hours for at least one legal matter.',
    ours: true,
    aboutSeveralFields: true,
  },
  planTypeFamilyMismatch: {
    text: 'Plan type must match number of covered family members.',
    ours: false,
  },
  // Enrolling (issue 21)
  hireDateInFuture: {
    text: 'Your hire date cannot be after today. You can enroll from your first day of work.',
    ours: true,
  },
  coverageDateNotFirstOfMonth: {
    text: 'Coverage starts on the first day of a month.',
    ours: true,
  },
  noPayPeriodsRemainForPlanYear: {
    text: 'No pay periods remain for current plan year.',
    ours: false,
  },
  alreadyEnrolledForPlanYear: {
    text: 'You are already enrolled in this plan for this plan year.',
    ours: true,
  },
  paymentTypeNotOffered: {
    text: 'Choose one of the payment methods shown.',
    ours: true,
  },
  spouseAlreadyOnFile: {
    text: 'Only one spouse can be covered. Your spouse is already on file.',
    ours: true,
  },
  dependantAlreadyOnFile: {
    text: 'This family member is already on file.',
    ours: true,
  },
  agreementRequired: {
    text: 'You must agree to continue.',
    ours: true,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type FieldErrorKey = keyof typeof fieldErrorCatalogue;
export const fieldErrorKeys = Object.keys(fieldErrorCatalogue) as [
  FieldErrorKey,
  ...FieldErrorKey[],
];

export function isFieldErrorKey(value: unknown): value is FieldErrorKey {
  return typeof value === 'string' && Object.hasOwn(fieldErrorCatalogue, value);
}

/** Keys of errors about a group of fields, reported on the first of them (see CatalogueEntry). */
export const fieldErrorsAboutSeveralFields: ReadonlySet<string> = new Set(
  Object.entries(fieldErrorCatalogue)
    .filter(([, entry]) => 'aboutSeveralFields' in entry && entry.aboutSeveralFields)
    .map(([key]) => key),
);

/**
 * Field error key to text, with `{phone}` filled in: what a field shows under itself. Each text is
 * a getter, filled when read, so a number configured after this module loaded
 * (`configureCustomerCarePhone`) shows too; spreading the object reads them all.
 */
export const fieldErrorMessages = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(fieldErrorCatalogue).map(([key, entry]) => [
      key,
      { enumerable: true, get: () => fillPlaceholders(entry.text) },
    ]),
  ),
) as Readonly<Record<FieldErrorKey, string>>;
