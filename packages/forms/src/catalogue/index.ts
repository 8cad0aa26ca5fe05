/** @portal/forms/catalogue: the error and message catalogue (spec section 8) and its formatting. */
// Error catalogue: field error keys, spec section 8 messages, formatting and the served asset.

export {
  type FieldErrorKey,
  fieldErrorCatalogue,
  fieldErrorKeys,
  fieldErrorMessages,
  isFieldErrorKey,
} from '../field-errors.js';
export type { CatalogueEntry } from './catalogue-entry.js';
export {
  CUSTOMER_CARE_PHONE,
  configureCustomerCarePhone,
  customerCarePhone,
  fillPlaceholders,
  isCustomerCarePhone,
  type MessageParams,
} from './customer-care.js';
export {
  buildErrorMessagesAsset,
  type ErrorMessageKey,
  errorCatalogue,
  formatIdleCountdown,
  formatMessage,
  isErrorMessageKey,
} from './error-catalogue.js';
export { type LoginMessageKey, loginMessages } from './login-messages.js';
export { type MessageKey, messages } from './messages.js';
export {
  type PaymentMessageBase,
  type PaymentMessageKey,
  paymentMessageKey,
  paymentMessages,
  paymentProgramSuffixes,
} from './payment-messages.js';
export { formatPlanMessage, type PlanMessageKey, planMessages } from './plan-messages.js';
export { plainTextOf, type RichTextPart, richTextParts } from './rich-text.js';
export {
  type FormRule,
  formRules,
  formSchemaIndex,
  type RuleArea,
} from './rule-index.js';
