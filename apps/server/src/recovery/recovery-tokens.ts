import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { RecoveryTokenPurpose, RecoveryTokensTable } from '../db/database-schema.js';
import { createSessionToken, hashSessionToken } from '../platform/session-tokens.js';

/**
 * The short-lived credentials of recovery and of a pending sign-in (table recovery_tokens). A
 * token is 256 random bits, handed out once and stored only as its SHA-256, like a session token.
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

export interface IssuedRecoveryToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

const iso = (at: Date) => at.toISOString();

/**
 * Issues a token of a purpose and retires the member's earlier live ones of the same purpose, so
 * only the newest link (or pending sign-in) works: a link sent again replaces the one before.
 * Pass the transaction that goes with it.
 */
export async function issueRecoveryToken(
  db: Database,
  {
    memberId,
    purpose,
    method = null,
    questionId = null,
    lifetimeSeconds,
  }: {
    memberId: string;
    purpose: RecoveryTokenPurpose;
    method?: 'E' | 'S' | null;
    questionId?: string | null;
    lifetimeSeconds: number;
  },
  now: Date,
): Promise<IssuedRecoveryToken> {
  await retireRecoveryTokens(db, memberId, purpose, now);
  await deleteOldRecoveryTokens(db, now);
  const { token, tokenHash } = createSessionToken();
  const tokenId = randomUUID();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db
    .insertInto('recovery_tokens')
    .values({
      token_id: tokenId,
      token_hash: tokenHash,
      member_id: memberId,
      purpose,
      method,
      question_id: questionId,
      attempt_count: 0,
      created_at: iso(now),
      expires_at: iso(expiresAt),
      used_at: null,
    })
    .execute();
  return { token, tokenId, expiresAt };
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

/** The token of a purpose, whatever its state (expired and used ones too), or undefined. */
export async function findRecoveryToken(
  db: Database,
  token: string,
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
    .where('token_hash', '=', hashSessionToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row ? { ...row, attempt_count: Number(row.attempt_count) } : undefined;
}

/** Live: not used up (or replaced) and not past its expiry. */
export function isLive(token: RecoveryToken, now: Date): boolean {
  return token.used_at === null && token.expires_at > iso(now);
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
