/**
 * @portal/api/sign-in: sign-in, two-step verification, token refresh, keep-alive and sign-out
 * contracts.
 */
export {
  type KeepAliveResponse,
  keepAliveEndpoint,
  keepAlivePath,
  keepAliveRequestSchema,
  keepAliveResponseSchema,
} from './contracts/keep-alive-contract.js';
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
  type RefreshTokenResponse,
  refreshTokenEndpoint,
  refreshTokenPath,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from './contracts/refresh-token-contract.js';
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
