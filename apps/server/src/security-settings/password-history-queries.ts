import { randomUUID } from 'node:crypto';
import { PASSWORD_HISTORY_SIZE } from '@portal/forms/rules';
import type { Database } from '../db/create-database.js';

/*
 * The member's password hash and the rows of password_history. The current hash lives on the
 * member; password_history keeps the four before it (spec section 5: the last five count).
 */

const keptInHistory = PASSWORD_HISTORY_SIZE - 1;

/** The hashes of the passwords before the current one, newest first, at most four. */
export async function previousPasswordHashes(db: Database, memberId: string): Promise<string[]> {
  const history = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('member_id', '=', memberId)
    .orderBy('replaced_at', 'desc')
    .limit(keptInHistory)
    .execute();
  return history.map((row) => row.password_hash);
}

/**
 * Sets the member's new password hash, keeps the replaced one in the history and lets go of any
 * older than the last four, whatever the hash is now: a reset from a temporary-password link, whose
 * link proves the member. Pass the transaction of the change.
 */
export async function replacePasswordHash(
  db: Database,
  member: { member_id: string; password_hash: string },
  newHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: newHash })
    .where('member_id', '=', member.member_id)
    .execute();
  await keepReplacedHash(db, member, now);
}

/**
 * Sets the member's new password hash only while their hash is still `member.password_hash`, the
 * one the current password was checked against, and only then keeps that one in the history.
 * False, with nothing written, when another change got there first: of changes sent side by side
 * one wins, and the others' current password is no longer current. On PostgreSQL the update waits
 * for a concurrent change's commit and then finds the new hash; SQLite runs one at a time. Pass
 * the transaction of the change.
 */
export async function replacePasswordHashIfUnchanged(
  db: Database,
  member: { member_id: string; password_hash: string },
  newHash: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('members')
    .set({ password_hash: newHash })
    .where('member_id', '=', member.member_id)
    .where('password_hash', '=', member.password_hash)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await keepReplacedHash(db, member, now);
  return true;
}

/** Keeps the replaced hash in the history and lets go of any older than the last four. */
async function keepReplacedHash(
  db: Database,
  member: { member_id: string; password_hash: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('password_history')
    .values({
      history_id: randomUUID(),
      member_id: member.member_id,
      password_hash: member.password_hash,
      replaced_at: now.toISOString(),
    })
    .execute();
  const kept = await db
    .selectFrom('password_history')
    .select('history_id')
    .where('member_id', '=', member.member_id)
    .orderBy('replaced_at', 'desc')
    .limit(keptInHistory)
    .execute();
  if (kept.length === 0) return;
  await db
    .deleteFrom('password_history')
    .where('member_id', '=', member.member_id)
    .where(
      'history_id',
      'not in',
      kept.map((row) => row.history_id),
    )
    .execute();
}
