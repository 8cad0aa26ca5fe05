import { isPreviousPasswordAsync } from '@portal/forms/passwords';
import { verifyPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import { previousPasswordHashes } from './password-history-queries.js';

/*
 * Spec section 5, password not reusable: a new password may not be one of the member's last five,
 * the current one included. The current hash lives on the member; password_history keeps the
 * four before it (password-history-queries.ts).
 */

/** The hashes of the last five passwords, newest (the current one) first. */
export async function lastPasswordHashes(
  db: Database,
  member: { member_id: string; password_hash: string },
): Promise<string[]> {
  return [member.password_hash, ...(await previousPasswordHashes(db, member.member_id))];
}

/**
 * Whether `candidate` is one of the last five, through the forms rule with one argon2 check per
 * stored hash (each verify costs about 10 ms, so at most five per attempt).
 */
export async function isRecentPassword(
  db: Database,
  member: { member_id: string; password_hash: string },
  candidate: string,
): Promise<boolean> {
  const hashes = await lastPasswordHashes(db, member);
  return isPreviousPasswordAsync(
    candidate,
    hashes.map((hash) => (value: string) => verifyPassword(hash, value)),
  );
}
