import type { Insertable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { RecoveryTokenPurpose, RecoveryTokensTable } from '../db/database-schema.js';

/**
 * The rows of recovery_tokens: the short-lived credentials of recovery and of a pending sign-in
 * (recovery-tokens.ts says how they are issued). Tokens are looked up by their SHA-256 only.
 */

export type RecoveryToken = Pick<
  RecoveryTokensTable,
  | 'token_id'
  | 'member_id'
  | 'purpose'
  | 'method'
  | 'question_id'
  | 'created_at'
  | 'expires_at'
  | 'used_at'
> & { attempt_count: number };

const iso = (at: Date) => at.toISOString();

export async function insertRecoveryToken(
  db: Database,
  row: Insertable<RecoveryTokensTable>,
): Promise<void> {
  await db.insertInto('recovery_tokens').values(row).execute();
}

/** Marks every live token of the member and purpose used (a newer one replaces them, or a reset). */
export async function retireRecoveryTokens(
  db: Database,
  memberId: string,
  purpose: RecoveryTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('recovery_tokens')
    .set({ used_at: iso(now) })
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** The token of a hash and purpose, whatever its state (expired and used ones too), or undefined. */
export async function findRecoveryTokenByHash(
  db: Database,
  tokenHash: string,
  purpose: RecoveryTokenPurpose,
): Promise<RecoveryToken | undefined> {
  const row = await db
    .selectFrom('recovery_tokens')
    .select([
      'token_id',
      'member_id',
      'purpose',
      'method',
      'question_id',
      'attempt_count',
      'created_at',
      'expires_at',
      'used_at',
    ])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row ? { ...row, attempt_count: Number(row.attempt_count) } : undefined;
}

/**
 * Uses a live token up, in one statement that matches only while it is live: of two requests
 * racing with the same link only one wins. Returns whether this call used it.
 */
export async function useRecoveryToken(db: Database, tokenId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('recovery_tokens')
    .set({ used_at: iso(now) })
    .where('token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .returning('token_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes tokens that ended more than a day ago (each issue sweeps; the expiry index keeps it
 * cheap). A day: a link used or replaced today still answers "expired" rather than "not found".
 */
export async function deleteOldRecoveryTokens(db: Database, now: Date): Promise<void> {
  const dayAgo = iso(new Date(now.getTime() - 86_400_000));
  await db.deleteFrom('recovery_tokens').where('expires_at', '<', dayAgo).execute();
}

/**
 * Counts one attempt of a live token, in one statement that stops at `maxAttempts`, so attempts
 * sent side by side cannot get more. Returns the attempts including this one, or undefined when
 * none is left (or the token is no longer live).
 */
export async function countRecoveryTokenAttempt(
  db: Database,
  tokenId: string,
  maxAttempts: number,
  now: Date,
): Promise<number | undefined> {
  const counted = await db
    .updateTable('recovery_tokens')
    .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1) }))
    .where('token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .where('attempt_count', '<', maxAttempts)
    .returning('attempt_count')
    .executeTakeFirst();
  return counted ? Number(counted.attempt_count) : undefined;
}

/** The question a pending sign-in asks next. Pass the transaction of its audit row. */
export async function setRecoveryTokenQuestion(
  db: Database,
  tokenId: string,
  questionId: string,
): Promise<void> {
  await db
    .updateTable('recovery_tokens')
    .set({ question_id: questionId })
    .where('token_id', '=', tokenId)
    .execute();
}
