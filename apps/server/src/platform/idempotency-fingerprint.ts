import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/** What makes two requests the same request for an Idempotency-Key. */
export interface RequestIdentity {
  /** HTTP method, upper case. */
  method: string;
  /** The route's path (its pattern, not the URL: a query string changes nothing). */
  path: string;
  /** Whose key it is (idempotency.ts `scopeOf`). */
  scope: string;
  /** The request body as the handler reads it: opened from its envelope, before the contract. */
  body: unknown;
}

/**
 * SHA-256 (hex) of the method, path, scope and body. The body is written as canonical JSON, keys
 * sorted at every depth, so the same fields in another order are the same request; anything else
 * (a value, its type, one field more) is another. Each part is JSON-quoted, so no choice of
 * values can make two different requests run together into the same text.
 */
export function requestFingerprint({ method, path, scope, body }: RequestIdentity): string {
  const canonical = stringify([method.toUpperCase(), path, scope, body ?? null]);
  return createHash('sha256')
    .update(canonical ?? 'null')
    .digest('hex');
}
