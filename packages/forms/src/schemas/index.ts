/** @portal/forms/schemas: a zod/mini schema per form, the client's and the service's. */
// Schemas: one per form; messages are field error keys.
export { type AddressForm, addressSchema, createAddressSchema } from './address-schema.js';
export {
  type AffiliationForm,
  affiliationSchema,
  type FederalAffiliationForm,
  federalAffiliationSchema,
  type UniformedAffiliationForm,
  uniformedAffiliationSchema,
} from './affiliation-schema.js';
export { type BankAccountForm, bankAccountSchema } from './bank-account-schema.js';
export {
  type BranchOfServiceForm,
  createBranchOfServiceSchema,
} from './branch-of-service-schema.js';
export {
  type ChangePasswordForm,
  createChangePasswordSchema,
} from './change-password-schema.js';
export {
  type ContactMethodsForm,
  createContactMethodsSchema,
} from './contact-methods-schema.js';
export { type ContactForm, contactSchema } from './contact-schema.js';
export {
  COVERED_DEPENDANTS_MAX,
  type CoveredFamilyForm,
  coveredFamilySchema,
} from './covered-family-schema.js';
export {
  type AccountCredentialsForm,
  accountCredentialsSchema,
  type CredentialsForm,
  credentialsSchema,
  usernameField,
} from './credentials-schema.js';
export { createDependantSchema, type DependantForm } from './dependant-schema.js';
export {
  createEnrollmentAgreementsSchema,
  type EnrollmentAgreementsForm,
} from './enrollment-agreements-schema.js';
export {
  BELATED_REASON_MAX_LENGTH,
  createEnrollmentReasonSchema,
  type EnrollmentReason,
  type EnrollmentReasonForm,
  enrollmentReasonValues,
} from './enrollment-reason-schema.js';
export { fieldErrorsOf } from './field-errors-of.js';
export { singleLine } from './field-schemas.js';
export { createFindAccountSchema, type FindAccountForm } from './find-account-schema.js';
export {
  AGENCY_CODE_PATTERN,
  createGetStartedSchema,
  type GetStartedForm,
} from './get-started-schema.js';
export {
  createIdentityFactsSchema,
  type IdentityFactsForm,
} from './identity-facts-schema.js';
export {
  createLegalCalculatorSchema,
  type LegalCalculatorForm,
  type LegalCalculatorInput,
} from './legal-calculator-schema.js';
export { type LoginForm, loginFormSchema } from './login-schema.js';
export {
  type OneTimeCodeForm,
  oneTimeCodeSchema,
  type SendOneTimeCodeForm,
  sendOneTimeCodeSchema,
} from './one-time-code-schema.js';
export { newPasswordField } from './password-fields.js';
export {
  createPaymentMethodSchema,
  type PaymentMethodForm,
} from './payment-method-schema.js';
export {
  type AmountChoice,
  amountChoiceValues,
  createPaymentSchema,
  type PaymentForm,
  paymentAmountCents,
} from './payment-schema.js';
export {
  contactFields,
  createPersonalInfoSchema,
  nameFields,
  type PersonalInfoForm,
  ssnField,
} from './personal-info-schema.js';
export {
  createPlanSelectionSchema,
  type PlanSelectionForm,
} from './plan-selection-schema.js';
export {
  createProfileResetSchema,
  type ProfileResetForm,
} from './profile-reset-schema.js';
export { type ProfileForm, profileSchema } from './profile-schema.js';
export {
  type ConfirmItsYouForm,
  confirmItsYouSchema,
  type MarketingPreferencesForm,
  marketingPreferencesSchema,
  type NotificationPreferenceForm,
  notificationPreferenceSchema,
  type ProfileEmailsForm,
  type ProfilePhonesForm,
  profileEmailsSchema,
  profilePhonesSchema,
} from './profile-section-schemas.js';
export {
  createQleEventDateSchema,
  type QleEventDateForm,
} from './qle-event-date-schema.js';
export {
  createResetPasswordSchema,
  type ResetPasswordForm,
} from './reset-password-schema.js';
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
} from './security-questions-schema.js';
export {
  createTwoStepSettingsSchema,
  type TwoStepSettingsForm,
} from './two-step-settings-schema.js';
