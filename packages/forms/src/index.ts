// Error catalogue: field error keys, spec section 8 messages, formatting and the served asset.
export type { CatalogueEntry } from './catalogue/catalogue-entry.js';
export {
  CUSTOMER_CARE_PHONE,
  fillPlaceholders,
  type MessageParams,
} from './catalogue/customer-care.js';
export {
  buildErrorMessagesAsset,
  type ErrorMessageKey,
  errorCatalogue,
  formatIdleCountdown,
  formatMessage,
  isErrorMessageKey,
} from './catalogue/error-catalogue.js';
export { type LoginMessageKey, loginMessages } from './catalogue/login-messages.js';
export { type MessageKey, messages } from './catalogue/messages.js';
export {
  type PaymentMessageBase,
  type PaymentMessageKey,
  paymentMessageKey,
  paymentMessages,
  paymentProgramSuffixes,
} from './catalogue/payment-messages.js';
export { plainTextOf, type RichTextPart, richTextParts } from './catalogue/rich-text.js';
export {
  type FormRule,
  formRules,
  formSchemaIndex,
  type RuleArea,
} from './catalogue/rule-index.js';
// Code lists of spec section 3.
export { type CodeList, codesOf, isCodeOf, labelOf } from './code-lists/code-list.js';
export {
  type AlternatePhoneType,
  alternatePhoneTypes,
  alternatePhoneTypeValues,
  type ContactMethod,
  type ContactPriority,
  type ContactType,
  contactMethods,
  contactMethodValues,
  contactPriorities,
  contactPriorityValues,
  contactTypes,
  contactTypeValues,
  type NotificationPreference,
  notificationPreferences,
  notificationPreferenceValues,
  type PhoneType,
  phoneTypes,
  phoneTypeValues,
  type VerificationStatus,
  verificationStatuses,
  verificationStatusValues,
} from './code-lists/contact-and-phone.js';
export {
  type ContactTopic,
  contactTopics,
  contactTopicValues,
} from './code-lists/contact-topics.js';
export {
  type CountryCode,
  countries,
  countryCodeValues,
  type EnrollmentCountryCode,
  enrollmentCountries,
  enrollmentCountryCodeValues,
  UNITED_STATES,
} from './code-lists/countries.js';
export {
  type CoverageTier,
  coverageTiers,
  coverageTierValues,
} from './code-lists/coverage-tiers.js';
export {
  type DependantRelationship,
  dependantRelationships,
  dependantRelationshipValues,
  dependantTypeOfRelationship,
} from './code-lists/dependant-relationships.js';
export {
  type DependantType,
  dependantTypes,
  dependantTypeValues,
} from './code-lists/dependant-types.js';
export {
  type Affiliation,
  affiliations,
  affiliationValues,
  type CivilianType,
  civilianTypes,
  civilianTypeValues,
  type EmployeeKind,
  type EmployerContactType,
  type EmploymentStatus,
  type EmploymentType,
  employeeKinds,
  employeeKindValues,
  employerContactTypes,
  employerContactTypeValues,
  employmentStatuses,
  employmentStatusValues,
  employmentTypes,
  employmentTypeValues,
  type ReserveComponent,
  reserveComponents,
  reserveComponentValues,
  survivorStatusValues,
} from './code-lists/employment.js';
export {
  type CivilianStatus,
  civilianStatusValues,
  type UniformedStatus,
  uniformedStatusValues,
} from './code-lists/employment-groups.js';
export {
  type ChangeCategory,
  changeCategories,
  changeCategoryValues,
  type EligibilityFlow,
  type EnrollmentPeriodStatus,
  eligibilityFlows,
  eligibilityFlowValues,
  enrollmentPeriodStatuses,
  enrollmentPeriodStatusValues,
  type FamilyAction,
  familyActionValues,
  type ProfileSection,
  profileSectionValues,
  type RecordStatus,
  recordStatuses,
  recordStatusValues,
  type SecurityFlowKind,
  securityFlowKinds,
  securityFlowKindValues,
} from './code-lists/flows.js';
export {
  eligibilityFlowLifeEvents,
  type FriendlyLifeEvent,
  friendlyLifeEvents,
  friendlyLifeEventValues,
  type LifeEvent,
  lifeEvents,
  lifeEventValues,
} from './code-lists/life-events.js';
export {
  type PayFrequency,
  payFrequencies,
  payFrequencyValues,
} from './code-lists/pay-frequencies.js';
export {
  type AccountType,
  accountTypes,
  accountTypeValues,
  type BankStatusFlag,
  bankStatusFlags,
  bankStatusFlagValues,
  type PaymentFlow,
  type PaymentTypeCode,
  type PlanFlowOrigin,
  paymentFlowValues,
  paymentTypeCodes,
  paymentTypeCodeValues,
  planFlowOriginValues,
} from './code-lists/payments.js';
export {
  type AddressType,
  addressTypes,
  addressTypeValues,
  type Gender,
  genders,
  genderValues,
  type MaritalStatus,
  maritalStatuses,
  maritalStatusValues,
  type NamePrefix,
  type NameSuffix,
  namePrefixes,
  namePrefixValues,
  nameSuffixes,
  nameSuffixValues,
  type YesNo,
  yesNo,
  yesNoValues,
} from './code-lists/person.js';
export {
  type PlanTier,
  planTierLabel,
  planTierLabelsByProduct,
  planTiers,
  planTierValues,
} from './code-lists/plan-tiers.js';
export {
  isProductFlag,
  type ProductFlag,
  productFlags,
  productFlagValues,
} from './code-lists/product-flags.js';
export {
  type OtherProgramCode,
  otherProgramCodeValues,
  type ProgramId,
  paymentObjectByProgram,
  programIds,
  programIdValues,
} from './code-lists/program-ids.js';
export {
  type SecurityQuestionId,
  securityQuestions,
  securityQuestionValues,
} from './code-lists/security-questions.js';
export {
  militaryMailCodes,
  type StateCode,
  stateCodes,
  stateCodeValues,
  type UsState,
  usStates,
  usStateValues,
} from './code-lists/us-states.js';
// Dates: ISO calendar dates, ages and US Eastern time.
export {
  EASTERN_TIME_ZONE,
  type EasternDateTime,
  easternDateOf,
  easternDateTimeOf,
  type Instant,
} from './dates/eastern-time.js';
export {
  addDays,
  ageOn,
  type CalendarDate,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  type IsoDate,
  isIsoDate,
  isLeapYear,
  isWeekendDate,
  parseIsoDate,
} from './dates/iso-date.js';
export {
  type FieldErrorKey,
  fieldErrorCatalogue,
  fieldErrorKeys,
  fieldErrorMessages,
  isFieldErrorKey,
} from './field-errors.js';

// Limits and constants of spec section 9 (and ours where the spec shows none).
export {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  ADDRESS_LINE_MAX_LENGTH,
  AVERAGE_ATTORNEY_RATE_CENTS,
  BANK_NAME_MAX_LENGTH,
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
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  ONE_TIME_CODE_LENGTH,
  ONLINE_ENROLLMENT_MIN_AGE,
  PASSWORD_HISTORY_SIZE,
  PASSWORD_MAX_LENGTH,
  PAYMENT_TOTAL_LIMIT_CENTS,
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
} from './limits.js';

// New passwords (the blocklist loads only where these are used).
export {
  blocklistLookupForms,
  commonPasswordBlocklist,
  isCommonPassword,
} from './passwords/common-password-rules.js';
export {
  isNewPasswordLength,
  isPasswordTheUsername,
  isPreviousPassword,
  isPreviousPasswordAsync,
  type NewPasswordInput,
  newPasswordProblems,
  newPasswordProblemsAsync,
  type PasswordProblem,
  type PreviousPasswordCheck,
  type PreviousPasswordCheckAsync,
  type PreviousPasswords,
  type PreviousPasswordsAsync,
} from './passwords/password-rules.js';

// Rules: pure functions named after the rule.
export {
  bankRecordState,
  canLogOutDirectly,
  eligibilityStartStep,
  hasPendingAction,
  invalidSignInOutcome,
  PENDING_ACTION_MARKER,
} from './rules/account-state-rules.js';
export { fiveDigitZip, isZipCode, planSearchZip } from './rules/address-rules.js';
export {
  isStatusOfAffiliation,
  needsClaimNumber,
  statusesWithClaimNumber,
} from './rules/affiliation-rules.js';
export {
  didIncapacityBeginBeforeAgeLimit,
  isBornBeforeToday,
  isChildEligibleAtAge,
  isOldEnoughToEnrollOnline,
  isSpouseOldEnough,
  isSurvivorStatus,
  sponsorNeedsCustomerService,
  survivorNeedsCustomerService,
} from './rules/age-rules.js';
export {
  abaCheckDigit,
  doAccountNumbersMatch,
  hasAbaChecksum,
  isAbaRoutingNumber,
  isAccountNumber,
  isRoutingNumberLength,
  maskAccountNumber,
} from './rules/bank-rules.js';
export { isUnsupportedBrowser, unsupportedBrowserPath } from './rules/browser-support-rules.js';
export { isBusinessDay, nextBusinessDay } from './rules/business-day-rules.js';
export { hasClaimNumberMinDigits, isClaimNumberFormat } from './rules/claim-number-rules.js';
export { hasGivenElectronicConsent, needsElectronicConsent } from './rules/consent-rules.js';
export {
  doesSpouseCoverageOverlap,
  type EffectiveDateProblem,
  type EffectiveDateWindow,
  effectiveDateEndsTodayCases,
  effectiveDateProblem,
  effectiveDateWindow,
  type FamilyChange,
  isWithinEffectiveDateWindow,
} from './rules/effective-date-rules.js';
export { doEmailsDiffer, doEmailsMatch, isEmailAddress } from './rules/email-rules.js';
export {
  attorneyCostCents,
  type CalculatorMatter,
  estimateLegalSavings,
  formatTenthsOfHours,
  isAttorneyHours,
  parseHoursToTenths,
  planYearCents,
  type SavingsEstimate,
} from './rules/legal-savings-rules.js';
export { type Cents, formatCents, parseDollarsToCents } from './rules/money-rules.js';
export {
  isCappedAtAmountDue,
  isPaymentDateOnWeekday,
  isPositiveAmount,
  isUnderPaymentTotalLimit,
  isWithinAmountDue,
  programsCappedAtAmountDue,
  totalPaymentCents,
} from './rules/payment-rules.js';
export { isUsPhoneNumber, normalisePhoneNumber } from './rules/phone-rules.js';
export {
  coverageTierForDependants,
  doesPlanTypeMatchFamily,
  type PlanSearchDefaults,
  planSearchDefaults,
  tierAfterRemoval,
} from './rules/plan-rules.js';
export {
  doesRelationshipMatchDateOfBirth,
  incapableRelationshipValues,
  type RelationshipAgeRange,
  relationshipAgeRanges,
  relationshipMismatchKey,
} from './rules/relationship-rules.js';
export { normaliseSecurityAnswer } from './rules/security-answer-rules.js';
export { searchFormPath, searchResultsPath } from './rules/site-search-paths.js';
export {
  isSsnFormat,
  isSsnPlaceholder,
  isUsernameAnSsn,
  isValidSsn,
  normaliseSsn,
} from './rules/ssn-rules.js';
export {
  isBlank,
  isMultiLineText,
  isSingleLineText,
  isWithinMaxLength,
} from './rules/text-rules.js';
// Schemas: one per form; messages are field error keys.
export { type AddressForm, addressSchema, createAddressSchema } from './schemas/address-schema.js';
export {
  type AffiliationForm,
  affiliationSchema,
  type FederalAffiliationForm,
  federalAffiliationSchema,
  type UniformedAffiliationForm,
  uniformedAffiliationSchema,
} from './schemas/affiliation-schema.js';
export { type BankAccountForm, bankAccountSchema } from './schemas/bank-account-schema.js';
export {
  type BranchOfServiceForm,
  createBranchOfServiceSchema,
} from './schemas/branch-of-service-schema.js';
export {
  type ChangePasswordForm,
  createChangePasswordSchema,
} from './schemas/change-password-schema.js';
export {
  type ContactMethodsForm,
  createContactMethodsSchema,
} from './schemas/contact-methods-schema.js';
export { type ContactForm, contactSchema } from './schemas/contact-schema.js';
export { type CredentialsForm, credentialsSchema } from './schemas/credentials-schema.js';
export { createDependantSchema, type DependantForm } from './schemas/dependant-schema.js';
export { fieldErrorsOf } from './schemas/field-errors-of.js';
export { singleLine } from './schemas/field-schemas.js';
export { createFindAccountSchema, type FindAccountForm } from './schemas/find-account-schema.js';
export { type GetStartedForm, getStartedSchema } from './schemas/get-started-schema.js';
export {
  createLegalCalculatorSchema,
  type LegalCalculatorForm,
  type LegalCalculatorInput,
} from './schemas/legal-calculator-schema.js';
export { type LoginForm, loginFormSchema } from './schemas/login-schema.js';
export {
  type OneTimeCodeForm,
  oneTimeCodeSchema,
  type SendOneTimeCodeForm,
  sendOneTimeCodeSchema,
} from './schemas/one-time-code-schema.js';
export { newPasswordField } from './schemas/password-fields.js';
export {
  type AmountChoice,
  amountChoiceValues,
  createPaymentSchema,
  type PaymentForm,
  paymentAmountCents,
} from './schemas/payment-schema.js';
export { createPersonalInfoSchema, type PersonalInfoForm } from './schemas/personal-info-schema.js';
export {
  createPlanSelectionSchema,
  type PlanSelectionForm,
} from './schemas/plan-selection-schema.js';
export {
  createProfileResetSchema,
  type ProfileResetForm,
} from './schemas/profile-reset-schema.js';
export { type ProfileForm, profileSchema } from './schemas/profile-schema.js';
export {
  createQleEventDateSchema,
  type QleEventDateForm,
} from './schemas/qle-event-date-schema.js';
export {
  createResetPasswordSchema,
  type ResetPasswordForm,
} from './schemas/reset-password-schema.js';
export {
  type ChangeSecurityQuestionsForm,
  changeSecurityQuestionsSchema,
  type SecurityAnswerForm,
  type SecurityQuestionsForm,
  securityAnswerField,
  securityAnswerSchema,
  securityQuestionField,
  securityQuestionFields,
  securityQuestionsSchema,
} from './schemas/security-questions-schema.js';
export {
  createTwoStepSettingsSchema,
  type TwoStepSettingsForm,
} from './schemas/two-step-settings-schema.js';
