import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { userKeyOf } from './sign-in-failures.js';

/** User ids match without regard to case: `Fed.Member` signs in as `fed.member`. */
export function findMemberByUserId(db: Database, userId: string): Promise<Member | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('user_id_normalized', '=', userKeyOf(userId))
    .executeTakeFirst();
}
