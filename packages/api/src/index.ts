export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type Endpoint,
} from './client/api-client.js';
export { ApiError, requestTimeoutStatus } from './client/api-error.js';
export { type SessionStore, sessionKeys } from './client/session-keys.js';
export { trimStrings } from './client/trim-strings.js';
export { apiBasePath } from './contracts/base-path.js';
export {
  type LoginForwardCode,
  loginForwardCodes,
  type ReturnCode,
  returnCodes,
} from './contracts/codes.js';
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
export { type User, userSchema } from './contracts/user-schema.js';
export { endpoints } from './endpoints.js';
