/** @portal/api/security-settings: password, security questions, two-step preference and contact methods. */
export {
  type ContactKind,
  type ContactMethodEntry,
  contactKinds,
  contactMethodSchema,
} from './contracts/contact-method-schema.js';
export {
  fetchSecuritySettingsEndpoint,
  fetchSecuritySettingsPath,
  fetchSecuritySettingsRequestSchema,
  fetchSecuritySettingsResponseSchema,
  type ResetSecurityQuestionsFedPointRequest,
  resetSecurityQuestionsFedPointEndpoint,
  resetSecurityQuestionsFedPointPath,
  resetSecurityQuestionsFedPointRequestSchema,
  type SecuritySettings,
  securitySettingsChangeResponseSchema,
  securitySettingsSchema,
  type UpdateTwoStepSettingsRequest,
  updateTwoStepSettingsEndpoint,
  updateTwoStepSettingsPath,
  updateTwoStepSettingsRequestSchema,
} from './contracts/security-settings-contracts.js';
