/** @portal/forms/code-lists: the code lists of spec section 3. */
// Code lists of spec section 3.

export {
  type ActivityCategory,
  type ActivityKind,
  type AlertKind,
  type AlertSeverity,
  type AlertStatus,
  activityCategories,
  activityCategoryValues,
  activityKinds,
  activityKindValues,
  alertKinds,
  alertKindValues,
  alertSeverities,
  alertSeverityValues,
  alertStatuses,
  alertStatusValues,
  pendingActionAlertKinds,
} from './alerts-and-activity.js';
export { type CodeList, codesOf, isCodeOf, labelOf, optionsOf } from './code-list.js';
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
} from './contact-and-phone.js';
export {
  type ContactTopic,
  contactTopics,
  contactTopicValues,
} from './contact-topics.js';
export {
  type CountryCode,
  countries,
  countryCodeValues,
  type EnrollmentCountryCode,
  enrollmentCountries,
  enrollmentCountryCodeValues,
  UNITED_STATES,
} from './countries.js';
export {
  type CoverageTier,
  coverageTiers,
  coverageTierValues,
} from './coverage-tiers.js';
export {
  type DependantRelationship,
  dependantRelationships,
  dependantRelationshipValues,
  dependantTypeOfRelationship,
} from './dependant-relationships.js';
export {
  type DependantType,
  dependantTypes,
  dependantTypeValues,
} from './dependant-types.js';
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
} from './employment.js';
export {
  type CivilianStatus,
  civilianStatusValues,
  type UniformedStatus,
  uniformedStatusValues,
} from './employment-groups.js';
export {
  type EnrollingAs,
  enrollingAs,
  enrollingAsByProductLine,
  enrollingAsValues,
} from './enrolling-as.js';
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
} from './flows.js';
export {
  eligibilityFlowLifeEvents,
  type FriendlyLifeEvent,
  friendlyLifeEvents,
  friendlyLifeEventValues,
  type LifeEvent,
  lifeEvents,
  lifeEventValues,
} from './life-events.js';
export {
  type PayFrequency,
  payFrequencies,
  payFrequencyValues,
} from './pay-frequencies.js';
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
} from './payments.js';
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
} from './person.js';
export {
  type PlanTier,
  planTierLabel,
  planTierLabelsByProduct,
  planTiers,
  planTierValues,
} from './plan-tiers.js';
export {
  isProductFlag,
  type ProductFlag,
  productFlags,
  productFlagValues,
} from './product-flags.js';
export {
  type OtherProgramCode,
  otherProgramCodeValues,
  type ProgramId,
  paymentObjectByProgram,
  programIds,
  programIdValues,
} from './program-ids.js';
export {
  type SecurityQuestionId,
  securityQuestions,
  securityQuestionValues,
} from './security-questions.js';
export {
  militaryMailCodes,
  type StateCode,
  stateCodes,
  stateCodeValues,
  type UsState,
  usStates,
  usStateValues,
} from './us-states.js';
