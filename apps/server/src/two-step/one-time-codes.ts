import { randomInt } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@portal/forms/rules';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';

/** A fresh code: six digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
}

/*
 * How a code is kept. A six-digit code has only a million values, so no hash by itself keeps it
 * secret from someone holding a copy of the database: what protects a code is that it dies after
 * 10 minutes, after one use, and after three tries (each wrong try also counting toward the
 * account lockout). The hash is argon2id with the password parameters all the same, because it
 * costs us 10 ms per code while making each guess of a stolen row cost the same: about three CPU
 * hours to try every value, far longer than the code lives. (An HMAC would need a key kept outside
 * the database to add anything, and this service keeps its keys in the database.)
 */
export function hashOneTimeCode(code: string): Promise<string> {
  return hashPassword(code);
}

export function oneTimeCodeMatches(codeHash: string, code: string): Promise<boolean> {
  return verifyPassword(codeHash, code);
}
