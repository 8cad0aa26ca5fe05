/** Where the client keeps what the spec says lives in session storage. */
export const sessionKeys = {
  /** The bearer token itself (spec section 4, 'Login token'). */
  token: 'portal.token',
  /**
   * When the token expires, in this browser's clock (milliseconds since the epoch): the service's
   * Token-Expires-At moved by the difference between the service's clock and ours.
   */
  tokenExpiresAt: 'portal.tokenExpiresAt',
  /** When the token was received (milliseconds, our clock): the refresh fires 10 minutes later. */
  tokenSetAt: 'portal.tokenSetAt',
  serverDate: 'portal.serverDate',
  /**
   * The envelope's session key (docs/envelope-v2.md), raw, base64: it wraps the one-time key of
   * every signed-in call. Kept beside the token it came with, so a reload stays signed in; script
   * on the page could read either, so it adds no exposure the token does not have already.
   */
  envelopeSessionKey: 'portal.envelopeSessionKey',
} as const;

/** The subset of the Storage interface the client needs; tests pass a Map-backed one. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Session storage held in memory, for a client outside the browser (tools, tests, a service
 * calling another): what the browser's sessionStorage is to the portal. `values` shows what the
 * client stored.
 */
export function memorySessionStore(): SessionStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
