import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * SSNs in drafts are kept only sealed (issue 19): AES-256-GCM under a key that exists only in the
 * service's processes, derived with HKDF-SHA256 from SESSION_KEY_ENCRYPTION_KEY, the key that
 * already keeps the sessions' envelope keys at rest (platform/session-key-vault.ts). A copy of the
 * database opens no SSN. Without that setting the key is made at start-up, as the vault's is: a
 * restart then leaves saved SSNs unreadable, and the member is asked for theirs again at
 * personal info (the rest of the draft survives). Production sets the key (README 'Configuration').
 */

const info = 'portal account-draft ssn v1';
const ivBytes = 12;
const tagBytes = 16;

export interface DraftSecrets {
  /** base64(IV ‖ ciphertext ‖ tag), bound to the draft: it opens under this draft's id only. */
  seal(draftId: string, secret: string): string;
  /** The secret, or undefined when this process's key did not seal it (or it was altered). */
  open(draftId: string, sealed: string): string | undefined;
}

export function createDraftSecrets(serviceKey: Buffer | null): DraftSecrets {
  const key = Buffer.from(
    hkdfSync('sha256', serviceKey ?? randomBytes(32), Buffer.alloc(0), info, 32),
  );
  return {
    seal(draftId, secret) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The draft's id is the additional data: a sealed SSN moved to another draft does not open.
      cipher.setAAD(Buffer.from(draftId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },
    open(draftId, sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length < ivBytes + tagBytes) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(draftId));
        decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
        const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
