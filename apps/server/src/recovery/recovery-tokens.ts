import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { RecoveryTokenPurpose } from '../db/database-schema.js';
import { createSessionToken, hashSessionToken } from '../platform/session-tokens.js';
import {
  deleteOldRecoveryTokens,
  findRecoveryTokenByHash,
  insertRecoveryToken,
  type RecoveryToken,
  retireRecoveryTokens,
} from './recovery-token-queries.js';

/**
 * The short-lived credentials of recovery and of a pending sign-in (table recovery_tokens). A
 * token is 256 random bits, handed out once and stored only as its SHA-256, like a session token.
 */

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
  await insertRecoveryToken(db, {
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
  });
  return { token, tokenId, expiresAt };
}

/** The token of a purpose, whatever its state (expired and used ones too), or undefined. */
export function findRecoveryToken(
  db: Database,
  token: string,
  purpose: RecoveryTokenPurpose,
): Promise<RecoveryToken | undefined> {
  return findRecoveryTokenByHash(db, hashSessionToken(token), purpose);
}

/** Live: not used up (or replaced) and not past its expiry. */
export function isLive(token: RecoveryToken, now: Date): boolean {
  return token.used_at === null && token.expires_at > iso(now);
}
