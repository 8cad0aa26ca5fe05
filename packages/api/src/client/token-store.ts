import { type SessionStore, sessionKeys } from './session-keys.js';

/** What the owner of the store does when the token changes, before the listeners hear of it. */
export type TokenStoreHooks = {
  /** A new token was stored (the refresh schedule restarts its ten minutes). */
  stored?: () => void;
  /** The token was forgotten, or there was none to forget (the refresh schedule stops). */
  forgotten?: () => void;
};

/**
 * The bearer token in session storage (spec section 4), so a reload or a new page of the same tab
 * stays signed in. Its expiry is kept in our clock: checking it needs no knowledge of the
 * service's clock, which may be minutes off ours. An expired token is treated as absent and
 * removed the moment anyone reads it.
 */
export function createTokenStore(session: SessionStore, hooks: TokenStoreHooks = {}) {
  const listeners = new Set<(present: boolean) => void>();

  function notify(present: boolean) {
    for (const listener of listeners) listener(present);
  }

  function forget() {
    const had = session.getItem(sessionKeys.token) !== null;
    session.removeItem(sessionKeys.token);
    session.removeItem(sessionKeys.tokenExpiresAt);
    session.removeItem(sessionKeys.tokenSetAt);
    session.removeItem(sessionKeys.envelopeSessionKey);
    hooks.forgotten?.();
    // Listeners hear of a change only: forgetting nothing tells them nothing.
    if (had) notify(false);
  }

  function read(): string | null {
    const token = session.getItem(sessionKeys.token);
    if (!token) return null;
    const expiresAt = Number(session.getItem(sessionKeys.tokenExpiresAt) ?? Number.NaN);
    if (Number.isFinite(expiresAt) && Date.now() >= expiresAt) {
      forget();
      return null;
    }
    return token;
  }

  return {
    /** The stored token, or null when there is none or it has expired (then it is removed). */
    read,
    /**
     * Stores a new token; `expiresAt` in our clock (milliseconds), null when the service gave none.
     * `envelopeSessionKey` (base64) is the session key the request that earned the token offered;
     * without one the stored key stays.
     */
    store(token: string, expiresAt: number | null, envelopeSessionKey?: string) {
      session.setItem(sessionKeys.token, token);
      if (envelopeSessionKey !== undefined) {
        session.setItem(sessionKeys.envelopeSessionKey, envelopeSessionKey);
      }
      if (expiresAt === null) session.removeItem(sessionKeys.tokenExpiresAt);
      else session.setItem(sessionKeys.tokenExpiresAt, String(expiresAt));
      session.setItem(sessionKeys.tokenSetAt, String(Date.now()));
      hooks.stored?.();
      notify(true);
    },
    forget,
    /** The envelope's session key (base64) of the stored token's session, or null. */
    envelopeSessionKey(): string | null {
      return read() === null ? null : session.getItem(sessionKeys.envelopeSessionKey);
    },
    /**
     * When the stored token arrived (our clock), NaN when unknown: a token stored by an earlier page
     * load is refreshed on the schedule it started with.
     */
    receivedAt(): number {
      return Number(session.getItem(sessionKeys.tokenSetAt) ?? Number.NaN);
    },
    /** Hears true when a token arrives and false when it is forgotten. Returns an unsubscribe. */
    subscribe(listener: (present: boolean) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearListeners() {
      listeners.clear();
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
