import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import { createSessionToken } from './session-tokens.js';

export interface SessionLimits {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** Who is signed in on this request, from a live session row. */
export interface SignedInMember {
  memberId: string;
  sessionId: string;
}

/** Opens a session and returns the bearer token, which exists only in this answer. */
export async function openSession(
  db: Database,
  memberId: string,
  now: Date,
  limits: SessionLimits,
): Promise<string> {
  const { token, tokenHash } = createSessionToken();
  await db
    .insertInto('sessions')
    .values({
      session_id: randomUUID(),
      token_hash: tokenHash,
      member_id: memberId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + limits.absoluteSeconds * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/**
 * Finds the live session of a token hash and marks it seen, in one statement so two requests
 * cannot race between the check and the touch. A session is live when it is not revoked, was
 * seen within the idle limit and is younger than the absolute limit.
 */
export async function touchLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
  limits: SessionLimits,
): Promise<SignedInMember | undefined> {
  const idleCutoff = new Date(now.getTime() - limits.idleSeconds * 1000).toISOString();
  const row = await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleCutoff)
    .returning(['session_id', 'member_id'])
    .executeTakeFirst();
  return row && { memberId: row.member_id, sessionId: row.session_id };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
