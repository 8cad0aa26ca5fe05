/** @portal/api/client: the API client (envelope, session token, refresh, timeout and retry) and its errors. */
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
} from './client/api-client.js';
export { ApiError, type ApiErrorOptions, requestTimeoutStatus } from './client/api-error.js';
export { memorySessionStore, type SessionStore, sessionKeys } from './client/session-keys.js';
export { trimStrings } from './client/trim-strings.js';
