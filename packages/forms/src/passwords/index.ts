/** @portal/forms/passwords: password strength and the common-password list. */
// New passwords (the blocklist loads only where these are used).
export {
  blocklistLookupForms,
  commonPasswordBlocklist,
  isCommonPassword,
} from './common-password-rules.js';
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
} from './password-rules.js';
