import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { envelopeFormat } from '@portal/api/envelope';
import { unwrapKey, wrapKey } from './envelope-node-crypto.js';

/**
 * Keeps each session's envelope key (docs/envelope-v2.md in @portal/api) at rest: wrapped with
 * AES key wrap (RFC 3394) under a key that exists only in this process (the configuration's
 * SESSION_KEY_ENCRYPTION_KEY, or one made at start-up). The database holds the wrapped form only,
 * so a copy of it decrypts no session key, and no request sealed with one.
 */
export interface SessionKeyVault {
  /** The stored form of a session key's raw 32 bytes. */
  seal(raw: Uint8Array): string;
  /** The session key of a stored form; undefined when this process's key did not wrap it. */
  open(stored: string): KeyObject | undefined;
}

/** Opened session keys kept in memory, so a signed-in call does not unwrap its key again. */
const openedKeysKept = 10_000;

export function createSessionKeyVault(processKey: Buffer | null): SessionKeyVault {
  const key = createSecretKey(processKey ?? randomBytes(envelopeFormat.keyBytes));
  // Unwrapping costs about 5 µs of CPU on every signed-in call, a tenth of the plain path's work.
  // A key is used only while a live session row still holds its stored form (sessions.ts reads
  // that row on every call), so keeping it here grants nothing the database does not.
  const opened = new Map<string, KeyObject>();
  return {
    seal: (raw) => wrapKey(key, raw).toString('base64'),
    open(stored) {
      const kept = opened.get(stored);
      if (kept) return kept;
      const raw = unwrapKey(key, Buffer.from(stored, 'base64'));
      if (!raw) return undefined;
      const sessionKey = createSecretKey(raw);
      raw.fill(0);
      // Oldest first out (a Map keeps insertion order).
      if (opened.size >= openedKeysKept) opened.delete(opened.keys().next().value ?? '');
      opened.set(stored, sessionKey);
      return sessionKey;
    },
  };
}
