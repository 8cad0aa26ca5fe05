import type { Database } from '../db/create-database.js';

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
