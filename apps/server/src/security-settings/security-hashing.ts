import { normaliseSecurityAnswer, normaliseSsn } from '@portal/forms/rules';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';

/*
 * Security answers and SSNs are hashed like passwords (argon2id, OWASP parameters, a salt each):
 * both are low-entropy secrets that a plain or keyed hash would give up to a copy of the database
 * in seconds. Each is normalised first, so the member need not type it exactly as before.
 */

export function hashSecurityAnswer(answer: string): Promise<string> {
  return hashPassword(normaliseSecurityAnswer(answer));
}

export function verifySecurityAnswer(answerHash: string, answer: string): Promise<boolean> {
  return verifyPassword(answerHash, normaliseSecurityAnswer(answer));
}

/** The nine digits, dashes removed. */
export function hashSsn(ssn: string): Promise<string> {
  return hashPassword(normaliseSsn(ssn));
}

export function verifySsn(ssnHash: string, ssn: string): Promise<boolean> {
  return verifyPassword(ssnHash, normaliseSsn(ssn));
}
