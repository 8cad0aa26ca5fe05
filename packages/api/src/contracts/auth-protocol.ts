import { apiBasePath } from './base-path.js';

/**
 * How the bearer token and the refresh credential travel (spec sections 4 and 7). The bearer token
 * comes in the `Authorization: Bearer <token>` header of the login and refresh answers; beside it,
 * this header gives the instant it expires (ISO 8601 UTC), so the client can treat it as absent
 * from then on.
 */
export const tokenExpiresAtHeader = 'Token-Expires-At';

export const refreshTokenPath = '/fehbLogin/refreshToken';

/**
 * The refresh credential: an HttpOnly, SameSite=Strict cookie (Secure except on plain-http
 * localhost) that only the refresh call receives, set at login, rotated by each refresh and
 * cleared at logout.
 */
export const refreshCookie = {
  name: 'portal_refresh',
  path: `${apiBasePath}${refreshTokenPath}`,
} as const;

/**
 * The pending sign-in of two-step verification: an HttpOnly, SameSite=Strict cookie (Secure except
 * on plain-http localhost) set by a sign-in answered with forward code 10, sent with the two-step
 * calls under /fehbLogin and cleared when the code is accepted. It opens nothing else: no member
 * data, no session, until the right code comes with it. It lives 30 minutes at most.
 */
export const twoStepCookie = {
  name: 'portal_two_step',
  path: `${apiBasePath}/fehbLogin`,
} as const;
