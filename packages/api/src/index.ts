export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
} from './client/api-client.js';
export { ApiError, type ApiErrorOptions, requestTimeoutStatus } from './client/api-error.js';
export { memorySessionStore, type SessionStore, sessionKeys } from './client/session-keys.js';
export { trimStrings } from './client/trim-strings.js';
export {
  type FindYourAccountRequest,
  type FindYourAccountResponse,
  findYourAccountEndpoint,
  findYourAccountPath,
  findYourAccountRequestSchema,
  findYourAccountResponseSchema,
  type LinkStatus,
  linkStatuses,
  type SendTemporaryPasswordLinkRequest,
  sendTemporaryPasswordLinkEndpoint,
  sendTemporaryPasswordLinkPath,
  sendTemporaryPasswordLinkRequestSchema,
  sendTemporaryPasswordLinkResponseSchema,
  type ValidateTokenRequest,
  type ValidateTokenResponse,
  validateTokenEndpoint,
  validateTokenPath,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from './contracts/account-recovery-contracts.js';
export { refreshCookie, tokenExpiresAtHeader, twoStepCookie } from './contracts/auth-protocol.js';
export {
  type Bank,
  bankInUseMessage,
  bankSchema,
  bankStatusCodes,
  type FetchUserBankDetailsRequest,
  type FetchUserBankDetailsResponse,
  fetchUserBankDetailsEndpoint,
  fetchUserBankDetailsPath,
  fetchUserBankDetailsRequestSchema,
  fetchUserBankDetailsResponseSchema,
  maskedNumberPattern,
  type UpdateUserBankDetailsRequest,
  type UpdateUserBankDetailsResponse,
  updateUserBankDetailsEndpoint,
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
  type ContactUsRequest,
  type ContactUsResponse,
  contactUsPath,
  contactUsRequestSchema,
  contactUsResponseSchema,
  contactUsReturnObjectSchema,
  portalContactUsSendMailEndpoint,
} from './contracts/contact-contract.js';
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
  loginEndpoint,
  loginPath,
  loginRequestSchema,
  loginResponseSchema,
  loginReturnObjectSchema,
  type TwoStepStart,
  twoStepStartSchema,
} from './contracts/login-contract.js';
export {
  type LogoutResponse,
  logoutEndpoint,
  logoutPath,
  logoutRequestSchema,
  logoutResponseSchema,
} from './contracts/logout-contract.js';
export {
  type PublicKeyResponse,
  publicJwkSchema,
  publicKeyEndpoint,
  publicKeyPath,
  publicKeyRequestSchema,
  publicKeyResponseSchema,
  publicKeyReturnObjectSchema,
} from './contracts/public-key-contract.js';
export {
  type RefreshTokenResponse,
  refreshTokenEndpoint,
  refreshTokenPath,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from './contracts/refresh-token-contract.js';
export {
  type SearchAutocompleteRequest,
  type SearchAutocompleteResponse,
  type SearchCategory,
  type SiteSearchAnswer,
  type SiteSearchRequest,
  type SiteSearchResponse,
  type SiteSearchResult,
  searchAutocompleteEndpoint,
  searchAutocompletePath,
  searchAutocompleteRequestSchema,
  searchAutocompleteResponseSchema,
  searchCategories,
  searchPerPageDefault,
  searchPerPageMax,
  searchSuggestionsMax,
  searchTextMaxLength,
  siteSearchEndpoint,
  siteSearchPath,
  siteSearchRequestSchema,
  siteSearchResponseSchema,
} from './contracts/search-contracts.js';
export {
  type EditPortalSecurityCredentialsRequest,
  editPortalSecurityCredentialsEndpoint,
  editPortalSecurityCredentialsPath,
  editPortalSecurityCredentialsRequestSchema,
  editPortalSecurityCredentialsResponseSchema,
  linkPasswordResetSchema,
  signedInPasswordChangeSchema,
} from './contracts/security-credentials-contract.js';
export { securityQuestionAnswersSchema } from './contracts/security-question-answers.js';
export {
  type ConfirmSecurityAnswerRequest,
  type ConfirmSecurityAnswerResponse,
  confirmSecurityAnswerEndpoint,
  confirmSecurityAnswerPath,
  confirmSecurityAnswerRequestSchema,
  confirmSecurityAnswerResponseSchema,
  type GetSecurityQuestionResponse,
  getSecurityQuestionEndpoint,
  getSecurityQuestionPath,
  getSecurityQuestionRequestSchema,
  getSecurityQuestionResponseSchema,
  securityCheckCookie,
} from './contracts/security-question-contracts.js';
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
export {
  type ProfileCompletion,
  profileCompletionSchema,
  type SessionSettings,
  sessionSettingsSchema,
  signedInFields,
} from './contracts/signed-in-schemas.js';
export {
  defaultRedirectPath,
  type Generate2FACodeRequest,
  type Generate2FACodeResponse,
  generate2FACodeEndpoint,
  generate2FACodePath,
  generate2FACodeRequestSchema,
  generate2FACodeResponseSchema,
  generate2FACodeReturnObjectSchema,
  type OneTimeCodeStatus,
  oneTimeCodeStatuses,
  redirectPathSchema,
  twoStepTokenMethods,
  type Validate2FACodeRequest,
  type Validate2FACodeResponse,
  validate2FACodeEndpoint,
  validate2FACodePath,
  validate2FACodeRequestSchema,
  validate2FACodeResponseSchema,
  validate2FACodeReturnObjectSchema,
} from './contracts/two-step-contracts.js';
export { type User, userSchema } from './contracts/user-schema.js';
export {
  type EncryptedBody,
  EnvelopeError,
  type EnvelopeFreshness,
  envelopeAad,
  envelopeFormat,
  envelopeFreshness,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  readStampedRequestBody,
  sealAnswer,
  sealRequest,
  stampRequestBody,
} from './crypto/envelope-crypto.js';
export { type EndpointName, endpoints } from './endpoints.js';
export { createOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document.js';
