/** Response status codes of spec section 4, carried in every envelope's returnCode. */
export const returnCodes = {
  success: 200,
  ok: 201,
  partial: 202,
  dualEnrollment: 203,
  badRequest: 300,
  invalidRequest: 400,
  notAuthenticated: 401,
  notFound: 404,
  internalError: 500,
  unavailable: 503,
  accountLock: 4740,
  /**
   * Not in spec section 4: ours, for an answer refused by a rate limit (HTTP 429 with a
   * Retry-After header). The spec's codes have no meaning that fits "slow down".
   */
  tooManyRequests: 429,
  /**
   * Ours, with HTTP 409: a request with the Idempotency-Key of one still being answered (the
   * service waited 10 s for it; `Retry-After` says when to send again), or one answered before
   * whose answer this service cannot read. Nothing was done twice.
   */
  requestInProgress: 409,
  /**
   * Ours, with HTTP 422: an Idempotency-Key sent before with another request (another body, path
   * or member). The client makes a new key for each new attempt.
   */
  idempotencyKeyReused: 422,
} as const;

export type ReturnCode = (typeof returnCodes)[keyof typeof returnCodes];

/**
 * Login forward codes of spec section 4 (the login return codes 1..44) that the portal acts on:
 * the service sends accountLockout, twoFA, showdashboard and anotherProgramAccount today.
 */
export const loginForwardCodes = {
  securityCheck: 1,
  noMatch: 2,
  signIn: 3,
  locateAccount: 4,
  accountLockout: 5,
  twoFA: 10,
  showdashboard: 31,
  anotherProgramAccount: 44,
} as const;

export type LoginForwardCode = (typeof loginForwardCodes)[keyof typeof loginForwardCodes];
