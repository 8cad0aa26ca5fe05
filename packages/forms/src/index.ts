export { type LoginMessageKey, loginMessages } from './catalogue/login-messages.js';
export {
  isProductFlag,
  type ProductFlag,
  productFlags,
  productFlagValues,
} from './code-lists/product-flags.js';
export {
  type FieldErrorKey,
  fieldErrorKeys,
  fieldErrorMessages,
  isFieldErrorKey,
} from './field-errors.js';
export { PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from './limits.js';
export { isBlank, isWithinMaxLength } from './rules/text-rules.js';
export { type LoginForm, loginFormSchema } from './schemas/login-schema.js';
