/** @portal/forms/rules: field limits and business rules as pure functions. */
// Limits and constants of spec section 9 (and ours where the spec shows none).
export {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ADDRESS_LINE_MAX_LENGTH,
  AVERAGE_ATTORNEY_RATE_CENTS,
  BANK_NAME_MAX_LENGTH,
  BELATED_WINDOW_DAYS,
  BUSINESS_DAY_CUTOFF_HOUR,
  CALCULATOR_MAX_HOURS,
  CHILD_AGE_LIMIT,
  CITY_MAX_LENGTH,
  CLAIM_NUMBER_MIN_DIGITS,
  CONTACT_MESSAGE_MAX_LENGTH,
  DEFAULT_RATE_CODE,
  DEFAULT_ZIP_OUTSIDE_US,
  EFFECTIVE_DATE_DAYS_AHEAD,
  EFFECTIVE_DATE_DAYS_BACK,
  EMAIL_MAX_LENGTH,
  MULTIPLE_ATTEMPTS_FROM,
  NAME_MAX_LENGTH,
  NEED_HELP_ABOVE,
  NEW_HIRE_WINDOW_DAYS,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  ONE_TIME_CODE_LENGTH,
  ONLINE_ENROLLMENT_MIN_AGE,
  PASSWORD_HISTORY_SIZE,
  PASSWORD_MAX_LENGTH,
  PAYMENT_TOTAL_LIMIT_CENTS,
  REAUTHENTICATION_WINDOW_MINUTES,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_QUESTION_COUNT,
  SPONSOR_MIN_AGE,
  SPOUSE_MIN_AGE,
  SSN_PLACEHOLDERS,
  STUDENT_MAX_AGE,
  STUDENT_MIN_AGE,
  SURVIVOR_MIN_AGE,
  USER_ID_MAX_LENGTH,
  YOUNGER_CHILD_AGE_LIMIT,
} from '../limits.js';
// Rules: pure functions named after the rule.
export {
  bankRecordState,
  canLogOutDirectly,
  eligibilityStartStep,
  hasPendingAction,
  invalidSignInOutcome,
  PENDING_ACTION_MARKER,
} from './account-state-rules.js';
export { addressCheckOutcome, type ZipFacts, zipLookupKey } from './address-check-rules.js';
export { fiveDigitZip, isZipCode, planSearchZip } from './address-rules.js';
export {
  isStatusOfAffiliation,
  needsClaimNumber,
  statusesWithClaimNumber,
} from './affiliation-rules.js';
export {
  didIncapacityBeginBeforeAgeLimit,
  isBornBeforeToday,
  isChildEligibleAtAge,
  isOldEnoughToEnrollOnline,
  isSpouseOldEnough,
  isSurvivorStatus,
  sponsorNeedsCustomerService,
  survivorNeedsCustomerService,
} from './age-rules.js';
export {
  abaCheckDigit,
  doAccountNumbersMatch,
  hasAbaChecksum,
  isAbaRoutingNumber,
  isAccountNumber,
  isRoutingNumberLength,
  maskAccountNumber,
} from './bank-rules.js';
export { isUnsupportedBrowser, unsupportedBrowserPath } from './browser-support-rules.js';
export { isBusinessDay, nextBusinessDay } from './business-day-rules.js';
export { hasClaimNumberMinDigits, isClaimNumberFormat } from './claim-number-rules.js';
export { hasGivenElectronicConsent, needsElectronicConsent } from './consent-rules.js';
export {
  doesSpouseCoverageOverlap,
  type EffectiveDateProblem,
  type EffectiveDateWindow,
  effectiveDateEndsTodayCases,
  effectiveDateProblem,
  effectiveDateWindow,
  type FamilyChange,
  isWithinEffectiveDateWindow,
} from './effective-date-rules.js';
export { doEmailsDiffer, doEmailsMatch, isEmailAddress } from './email-rules.js';
export {
  affiliationOf,
  agencyKindOf,
  isEnrollingAsOffered,
  needsBranchOfService,
} from './enrolling-as-rules.js';
export { enrollmentAgeProblem } from './enrollment-age-rules.js';
export {
  belatedWindowOf,
  type CoverageDateProblem,
  coverageDateProblem,
  type DateWindow,
  type HireDateProblem,
  type HireDateStanding,
  hireDateProblem,
  hireDateStandingOn,
  newHireWindowOf,
} from './enrollment-window-rules.js';
export {
  attorneyCostCents,
  type CalculatorMatter,
  estimateLegalSavings,
  formatTenthsOfHours,
  isAttorneyHours,
  parseHoursToTenths,
  planYearCents,
  type SavingsEstimate,
} from './legal-savings-rules.js';
export { type Cents, formatCents, parseDollarsToCents } from './money-rules.js';
export {
  isCappedAtAmountDue,
  isPaymentDateOnWeekday,
  isPositiveAmount,
  isUnderPaymentTotalLimit,
  isWithinAmountDue,
  programsCappedAtAmountDue,
  totalPaymentCents,
} from './payment-rules.js';
export { needsBankAccount, paymentTypesFor } from './payment-type-rules.js';
export { formatUsPhoneNumber, isUsPhoneNumber, normalisePhoneNumber } from './phone-rules.js';
export {
  coverageTierForDependants,
  doesPlanTypeMatchFamily,
  type PlanSearchDefaults,
  planSearchDefaults,
  tierAfterRemoval,
} from './plan-rules.js';
export {
  doesRelationshipMatchDateOfBirth,
  incapableRelationshipValues,
  type RelationshipAgeRange,
  relationshipAgeRanges,
  relationshipMismatchKey,
} from './relationship-rules.js';
export { normaliseSecurityAnswer } from './security-answer-rules.js';
export { searchFormPath, searchResultsPath } from './site-search-paths.js';
export {
  isSsnFormat,
  isSsnPlaceholder,
  isUsernameAnSsn,
  isValidSsn,
  normaliseSsn,
} from './ssn-rules.js';
export {
  isBlank,
  isMultiLineText,
  isSingleLineText,
  isWithinMaxLength,
} from './text-rules.js';
