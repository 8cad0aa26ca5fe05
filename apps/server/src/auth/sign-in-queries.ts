import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';

/** User ids match without regard to case: `Fed.Member` signs in as `fed.member`. */
export function findMemberByUserId(db: Database, userId: string): Promise<Member | undefined> {
  return (
    db
      .selectFrom('members')
      .selectAll()
      // Surrounding spaces are not part of a user id (the form resets only all-blank values).
      .where('user_id_normalized', '=', userId.trim().toLowerCase())
      .executeTakeFirst()
  );
}

/**
 * Counts one more failed sign-in and locks the account when the count reaches the threshold, in
 * one statement so concurrent guesses cannot slip past the limit. Returns the new state.
 */
export async function countFailedSignIn(
  db: Database,
  memberId: string,
  now: Date,
  lockoutThreshold: number,
): Promise<{ failedCount: number; locked: boolean }> {
  const row = await db
    .updateTable('members')
    .set((eb) => ({
      failed_login_count: eb('failed_login_count', '+', 1),
      locked_at: eb
        .case()
        .when('failed_login_count', '>=', lockoutThreshold - 1)
        .then(now.toISOString())
        .else(eb.ref('locked_at'))
        .end(),
    }))
    .where('member_id', '=', memberId)
    .returning(['failed_login_count', 'locked_at'])
    .executeTakeFirstOrThrow();
  return { failedCount: row.failed_login_count, locked: row.locked_at !== null };
}

export async function clearFailedSignIns(db: Database, memberId: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ failed_login_count: 0 })
    .where('member_id', '=', memberId)
    .where('failed_login_count', '>', 0)
    .execute();
}
