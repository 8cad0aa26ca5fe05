import type { Database } from '../db/create-database.js';

/**
 * Ends the member's live sessions (their tokens answer 401 and their refresh cookies are refused
 * from then on), except `keepSessionId`: a password changed in the security settings keeps the
 * session it was changed from, a reset ends them all. Pass the transaction of the change.
 */
export async function revokeMemberSessions(
  db: Database,
  memberId: string,
  now: Date,
  keepSessionId: string | null = null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString(), refresh_hash: null })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('session_id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
