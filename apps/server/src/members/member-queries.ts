import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';

/*
 * Reads of a member's row that every area shares. A change of the row belongs to the area that
 * decides it (security-settings/member-security-queries.ts, recovery/recovery-queries.ts...).
 */

/** The member of an id (a session's, a located account's, a link's), or undefined. */
export function memberById(db: Database, memberId: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** The member of an id that must exist (a foreign key points to it); throws otherwise. */
export function existingMemberById(db: Database, memberId: string): Promise<Member> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}
