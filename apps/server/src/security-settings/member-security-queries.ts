import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import type { TwoStepPreference } from './two-step-preference.js';

/*
 * Changes of the member's row that the security settings and the security question decide. Each
 * takes the transaction of the change it belongs to.
 */

/**
 * Takes hold of the member's row for the rest of the transaction, while their password hash is
 * still `member.password_hash` (the one the change's current password was checked against); false
 * when it is not. A change that writes elsewhere (the security answers) starts with this, so
 * concurrent changes of one member queue here and each then reads what the one before it wrote:
 * PostgreSQL holds the row lock of this update until the commit, and SQLite runs one write
 * transaction at a time. SQLite has no `SELECT … FOR UPDATE`, hence an update that changes
 * nothing. Pass the transaction of the change.
 */
export async function holdMemberWhilePasswordIs(
  db: Database,
  member: { member_id: string; password_hash: string },
): Promise<boolean> {
  const held = await db
    .updateTable('members')
    .set((eb) => ({ password_hash: eb.ref('password_hash') }))
    .where('member_id', '=', member.member_id)
    .where('password_hash', '=', member.password_hash)
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/**
 * Saves the two-step settings only while they are still what `member` holds (as read before the
 * change was checked); false, with nothing written, when another change got there first. On
 * PostgreSQL the update waits for a concurrent change's commit and then finds the new values;
 * SQLite runs one at a time. Pass the transaction of the change.
 */
export async function saveTwoStepPreferenceIfUnchanged(
  db: Database,
  member: Member,
  wanted: TwoStepPreference,
): Promise<boolean> {
  let update = db
    .updateTable('members')
    .set({ two_factor_enabled: wanted.enabled ? 1 : 0, two_factor_pref: wanted.method })
    .where('member_id', '=', member.member_id)
    .where('two_factor_enabled', '=', member.two_factor_enabled);
  update =
    member.two_factor_pref === null
      ? update.where('two_factor_pref', 'is', null)
      : update.where('two_factor_pref', '=', member.two_factor_pref);
  const saved = await update.executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1;
}

/** The security question was answered: the next sign-in asks none. */
export async function clearSecurityCheckDue(db: Database, memberId: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ security_check_due: 0 })
    .where('member_id', '=', memberId)
    .execute();
}

/** Locks the account (secureAccount) unless it is locked already, keeping the first time. */
export async function lockMember(db: Database, memberId: string, now: Date): Promise<void> {
  await db
    .updateTable('members')
    .set({ locked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('locked_at', 'is', null)
    .execute();
}
