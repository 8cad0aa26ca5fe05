export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
} from './client/api-client.js';
export { ApiError, type ApiErrorOptions, requestTimeoutStatus } from './client/api-error.js';
export { type SessionStore, sessionKeys } from './client/session-keys.js';
export { trimStrings } from './client/trim-strings.js';
export {
  type EditPortalSecurityCredentialsRequest,
  editPortalSecurityCredentialsPath,
  editPortalSecurityCredentialsRequestSchema,
  editPortalSecurityCredentialsResponseSchema,
  type FindYourAccountRequest,
  type FindYourAccountResponse,
  findYourAccountPath,
  findYourAccountRequestSchema,
  findYourAccountResponseSchema,
  type LinkStatus,
  linkPasswordResetSchema,
  linkStatuses,
  type SendTemporaryPasswordLinkRequest,
  sendTemporaryPasswordLinkPath,
  sendTemporaryPasswordLinkRequestSchema,
  sendTemporaryPasswordLinkResponseSchema,
  signedInPasswordChangeSchema,
  type ValidateTokenRequest,
  type ValidateTokenResponse,
  validateTokenPath,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from './contracts/account-recovery-contracts.js';
export { refreshCookie, tokenExpiresAtHeader } from './contracts/auth-protocol.js';
export {
  type Bank,
  bankInUseMessage,
  bankSchema,
  bankStatusCodes,
  type FetchUserBankDetailsRequest,
  type FetchUserBankDetailsResponse,
  fetchUserBankDetailsPath,
  fetchUserBankDetailsRequestSchema,
  fetchUserBankDetailsResponseSchema,
  maskedNumberPattern,
  type UpdateUserBankDetailsRequest,
  type UpdateUserBankDetailsResponse,
  updateUserBankDetailsPath,
  updateUserBankDetailsRequestSchema,
  updateUserBankDetailsResponseSchema,
} from './contracts/bank-contracts.js';
export { apiBasePath } from './contracts/base-path.js';
export {
  type LoginForwardCode,
  loginForwardCodes,
  type ReturnCode,
  returnCodes,
} from './contracts/codes.js';
export {
  type ContactKind,
  type ContactMethodEntry,
  contactKinds,
  contactMethodSchema,
} from './contracts/contact-method-schema.js';
export type { Endpoint } from './contracts/endpoint.js';
export { type Envelope, envelopeSchema, errorEnvelopeSchema } from './contracts/envelope.js';
export {
  type LoginRequest,
  type LoginResponse,
  loginPath,
  loginRequestSchema,
  loginResponseSchema,
  loginReturnObjectSchema,
} from './contracts/login-contract.js';
export {
  type LogoutResponse,
  logoutPath,
  logoutRequestSchema,
  logoutResponseSchema,
} from './contracts/logout-contract.js';
export {
  type PublicKeyResponse,
  publicJwkSchema,
  publicKeyPath,
  publicKeyRequestSchema,
  publicKeyResponseSchema,
  publicKeyReturnObjectSchema,
} from './contracts/public-key-contract.js';
export {
  type RefreshTokenResponse,
  refreshTokenPath,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from './contracts/refresh-token-contract.js';
export { securityQuestionAnswersSchema } from './contracts/security-question-answers.js';
export {
  type ConfirmSecurityAnswerRequest,
  type ConfirmSecurityAnswerResponse,
  confirmSecurityAnswerPath,
  confirmSecurityAnswerRequestSchema,
  confirmSecurityAnswerResponseSchema,
  type GetSecurityQuestionResponse,
  getSecurityQuestionPath,
  getSecurityQuestionRequestSchema,
  getSecurityQuestionResponseSchema,
  securityCheckCookie,
} from './contracts/security-question-contracts.js';
export {
  fetchSecuritySettingsPath,
  fetchSecuritySettingsRequestSchema,
  fetchSecuritySettingsResponseSchema,
  type ResetSecurityQuestionsFedPointRequest,
  resetSecurityQuestionsFedPointPath,
  resetSecurityQuestionsFedPointRequestSchema,
  type SecuritySettings,
  securitySettingsChangeResponseSchema,
  securitySettingsSchema,
  type UpdateTwoStepSettingsRequest,
  updateTwoStepSettingsPath,
  updateTwoStepSettingsRequestSchema,
} from './contracts/security-settings-contracts.js';
export { type User, userSchema } from './contracts/user-schema.js';
export {
  type EncryptedBody,
  EnvelopeError,
  envelopeAad,
  envelopeFormat,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
} from './crypto/envelope-crypto.js';
export { type EndpointName, endpoints } from './endpoints.js';
export { createOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document.js';
