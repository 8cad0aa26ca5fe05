import type { Database } from '../db/create-database.js';
import {
  type IssuedTokens,
  rotateSessionTokens,
  type SessionLimits,
  type SignedInMember,
} from '../platform/session-queries.js';
import { bearerTokenOf, hashSessionToken } from '../platform/session-tokens.js';

/**
 * Refreshes the session of a signed-in member with its refresh credential (the cookie). Both must
 * belong to the same session: a token stolen from a page (session storage is readable by script)
 * cannot be extended without the HttpOnly cookie, and a cookie alone opens nothing. Returns
 * undefined for a missing, malformed, old or foreign credential.
 */
export async function refreshSession(
  db: Database,
  member: SignedInMember,
  credential: string | undefined,
  limits: SessionLimits,
  /** The next envelope session key, stored form: the refresh's envelope carried it. */
  sessionKey: string | null,
  now: Date = new Date(),
): Promise<IssuedTokens | undefined> {
  // The credential has the bearer token's format: 32 random bytes, base64url.
  if (!credential || bearerTokenOf(`Bearer ${credential}`) === null) return undefined;
  return rotateSessionTokens(
    db,
    member.sessionId,
    hashSessionToken(credential),
    now,
    limits,
    sessionKey,
  );
}
