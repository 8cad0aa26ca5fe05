import { hash, randomBytes } from 'node:crypto';

/**
 * A bearer token is 32 random bytes (256 bits), base64url. Only its SHA-256 is stored, so a copy
 * of the database cannot be replayed as sessions; a plain hash suffices because the token has
 * full entropy (a slow hash is for guessable secrets such as passwords).
 */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** Runs on every signed-in call: the one-shot hash costs a third of a Hash object's. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}
