/** @portal/api/protocol: what every call shares: the base path, return codes, the endpoint type, cookie and header names. */
export { refreshCookie, tokenExpiresAtHeader, twoStepCookie } from './contracts/auth-protocol.js';
export { apiBasePath } from './contracts/base-path.js';
export {
  type IncompleteProfileForwardCode,
  incompleteProfileForwardCodes,
  type LoginForwardCode,
  loginForwardCodes,
  type ReturnCode,
  returnCodes,
} from './contracts/codes.js';
export type { Endpoint } from './contracts/endpoint.js';
