import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { TwoStepSignInsTable } from '../db/database-schema.js';
import { createSessionToken, hashSessionToken } from '../platform/session-tokens.js';

export type PendingSignIn = Selectable<TwoStepSignInsTable>;

const iso = (at: Date) => at.toISOString();

/**
 * Opens the pending sign-in of a member who passed the password and must now pass a code. Any
 * pending sign-in of theirs still open ends here: one at a time, so a code sent for an earlier
 * sign-in stops working too. Returns the grant (the cookie's value), which exists only in the answer.
 */
export async function openPendingSignIn(
  db: Database,
  memberId: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<{ grant: string; expiresAt: Date }> {
  await db
    .updateTable('two_step_sign_ins')
    .set({ ended_at: iso(now), code_hash: null })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .execute();
  // Rows past their end are of no use to anyone: the member's old ones go now.
  await db
    .deleteFrom('two_step_sign_ins')
    .where('member_id', '=', memberId)
    .where('expires_at', '<', iso(now))
    .execute();

  // The grant has a bearer token's strength (32 random bytes), so a SHA-256 of it suffices.
  const { token: grant, tokenHash } = createSessionToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db
    .insertInto('two_step_sign_ins')
    .values({
      sign_in_id: randomUUID(),
      grant_hash: tokenHash,
      member_id: memberId,
      token_method: 'L',
      created_at: iso(now),
      expires_at: iso(expiresAt),
      ended_at: null,
      code_hash: null,
      code_method: null,
      code_expires_at: null,
      code_attempts: 0,
      codes_sent: 0,
      attempts: 0,
    })
    .execute();
  return { grant, expiresAt };
}

/** The open pending sign-in a grant names, or undefined for an unknown, ended or expired one. */
export function findPendingSignIn(
  db: Database,
  grant: string,
  now: Date,
): Promise<PendingSignIn | undefined> {
  return db
    .selectFrom('two_step_sign_ins')
    .selectAll()
    .where('grant_hash', '=', hashSessionToken(grant))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
}

/**
 * Makes a new code the only one that works, in one statement that also enforces the number of
 * codes one sign-in may send. Returns false when the sign-in ended or sent its last code.
 */
export async function replaceCode(
  db: Database,
  signInId: string,
  code: { hash: string; method: 'E' | 'S'; expiresAt: Date },
  maxCodes: number,
): Promise<boolean> {
  const row = await db
    .updateTable('two_step_sign_ins')
    .set((eb) => ({
      code_hash: code.hash,
      code_method: code.method,
      code_expires_at: iso(code.expiresAt),
      code_attempts: 0,
      codes_sent: eb('codes_sent', '+', 1),
    }))
    .where('sign_in_id', '=', signInId)
    .where('ended_at', 'is', null)
    .where('codes_sent', '<', maxCodes)
    .returning('sign_in_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A code that could not be delivered is withdrawn, so it cannot be guessed either. */
export async function withdrawCode(db: Database, signInId: string, codeHash: string) {
  await db
    .updateTable('two_step_sign_ins')
    .set({ code_hash: null, code_expires_at: null })
    .where('sign_in_id', '=', signInId)
    .where('code_hash', '=', codeHash)
    .execute();
}

/**
 * Counts one try of the current code before it is checked, in one statement that enforces both
 * limits, so requests sent at the same moment cannot try more codes than the limits allow.
 * Returns the tries of this code including this one, or undefined when no try is left (or the
 * code changed in the meantime).
 */
export async function countCodeTry(
  db: Database,
  pending: PendingSignIn,
  limits: { triesPerCode: number; triesPerSignIn: number },
): Promise<number | undefined> {
  if (pending.code_hash === null) return undefined;
  const row = await db
    .updateTable('two_step_sign_ins')
    .set((eb) => ({
      code_attempts: eb('code_attempts', '+', 1),
      attempts: eb('attempts', '+', 1),
    }))
    .where('sign_in_id', '=', pending.sign_in_id)
    .where('ended_at', 'is', null)
    .where('code_hash', '=', pending.code_hash)
    .where('code_attempts', '<', limits.triesPerCode)
    .where('attempts', '<', limits.triesPerSignIn)
    .returning('code_attempts')
    .executeTakeFirst();
  return row?.code_attempts;
}

/**
 * Ends a pending sign-in for good. With `codeHash`, only if that code is still the current one:
 * of two requests with the right code at the same moment only one wins, so a code opens one
 * session at most. Returns whether this call ended it.
 */
export async function endPendingSignIn(
  db: Database,
  signInId: string,
  now: Date,
  codeHash?: string,
): Promise<boolean> {
  let query = db
    .updateTable('two_step_sign_ins')
    .set({ ended_at: iso(now), code_hash: null })
    .where('sign_in_id', '=', signInId)
    .where('ended_at', 'is', null);
  if (codeHash !== undefined) query = query.where('code_hash', '=', codeHash);
  const row = await query.returning('sign_in_id').executeTakeFirst();
  return row !== undefined;
}

/**
 * A member without a preferred method (promptMFA) keeps the method of the code that just passed.
 * Pass the transaction that ends the pending sign-in.
 */
export async function keepTwoStepMethod(
  db: Database,
  memberId: string,
  method: 'E' | 'S',
): Promise<void> {
  await db
    .updateTable('members')
    .set({ two_factor_pref: method })
    .where('member_id', '=', memberId)
    .execute();
}
