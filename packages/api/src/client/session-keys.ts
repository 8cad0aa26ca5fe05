/** Where the client keeps what the spec says lives in session storage. */
export const sessionKeys = {
  token: 'portal.token',
  serverDate: 'portal.serverDate',
} as const;

/** The subset of the Storage interface the client needs; tests pass a Map-backed one. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
