import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps the answers of idempotent calls sealed at rest (AES-256-GCM). Today they hold little (a
 * contact reference, field error keys), but the calls that will opt in next, enrollment and
 * payments, answer with a member's plan and bank details, and a row lives 24 hours. The key is
 * derived (HKDF-SHA256) from SESSION_KEY_ENCRYPTION_KEY, which lives only in the processes, so a
 * copy of the database reads no answer, and every instance sharing the database opens every
 * answer. The additional data binds an answer to its scope and key: a row's answer copied onto
 * another row does not open.
 */
export interface IdempotentAnswerVault {
  seal(answer: string, boundTo: string): string;
  /** undefined when this process's key did not seal it (another key, or altered). */
  open(stored: string, boundTo: string): string | undefined;
}

const ivBytes = 12;
const tagBytes = 16;

export function createIdempotentAnswerVault(processKey: Buffer | null): IdempotentAnswerVault {
  const key = Buffer.from(
    hkdfSync(
      'sha256',
      processKey ?? randomBytes(32),
      Buffer.alloc(0),
      'portal idempotent answers v1',
      32,
    ),
  );
  return {
    seal(answer, boundTo) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const sealed = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
    },
    open(stored, boundTo) {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes.length < ivBytes + tagBytes) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(boundTo, 'utf8'));
        decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
        const opened = Buffer.concat([
          decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
          decipher.final(),
        ]);
        return opened.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
