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
