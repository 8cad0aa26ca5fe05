import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Account numbers and family members' SSNs are kept only sealed (issue 21; domain.md section 6):
 * AES-256-GCM under a key derived with HKDF-SHA256 from SESSION_KEY_ENCRYPTION_KEY, as the
 * account drafts' SSNs are (accounts/draft-secrets.ts), with its own HKDF label. Each value is
 * bound to its row (the additional data), so a sealed value copied to another row does not open.
 * What the service shows and compares needs no opening: the last four digits and, for SSNs, the
 * service-wide lookup hash live beside the sealed value.
 */

const info = 'portal enrollment secrets v1';
const ivBytes = 12;
const tagBytes = 16;

export interface EnrollmentSecrets {
  seal(rowId: string, secret: string): string;
  /** The secret, or undefined when it does not open here (another key, another row, altered). */
  open(rowId: string, sealed: string): string | undefined;
}

export function createEnrollmentSecrets(serviceKey: Buffer | null): EnrollmentSecrets {
  const key = Buffer.from(
    hkdfSync('sha256', serviceKey ?? randomBytes(32), Buffer.alloc(0), info, 32),
  );
  return {
    seal(rowId, secret) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(rowId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },
    open(rowId, sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length < ivBytes + tagBytes) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
        decipher.setAAD(Buffer.from(rowId));
        decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
        const body = bytes.subarray(ivBytes, bytes.length - tagBytes);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
