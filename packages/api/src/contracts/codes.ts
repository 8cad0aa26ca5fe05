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
 * the service sends securityCheck, accountLockout, twoFA, showdashboard, anotherProgramAccount
 * and, for a member signed in whose profile is incomplete, ssnMandatory, addressZipInvalid,
 * mailZipInvalid, needAddress and needSponsorInfo (issue 19; the member has a session and goes to
 * the step that completes the profile).
 */
export const loginForwardCodes = {
  securityCheck: 1,
  noMatch: 2,
  signIn: 3,
  locateAccount: 4,
  accountLockout: 5,
  twoFA: 10,
  ssnMandatory: 18,
  addressZipInvalid: 22,
  mailZipInvalid: 23,
  needAddress: 29,
  needSponsorInfo: 30,
  showdashboard: 31,
  anotherProgramAccount: 44,
} as const;

/** The forward codes of a member signed in with a profile to complete (issue 19). */
export const incompleteProfileForwardCodes = [
  loginForwardCodes.ssnMandatory,
  loginForwardCodes.addressZipInvalid,
  loginForwardCodes.mailZipInvalid,
  loginForwardCodes.needAddress,
  loginForwardCodes.needSponsorInfo,
] as const;

export type IncompleteProfileForwardCode = (typeof incompleteProfileForwardCodes)[number];

export type LoginForwardCode = (typeof loginForwardCodes)[keyof typeof loginForwardCodes];
