import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { revokeSession } from '../platform/session-queries.js';

/** Ends the session for good: the same token is refused from now on. */
export async function signOut(
  db: Database,
  member: SignedInMember,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSession(trx, member.sessionId, now);
    await recordAuditEvent(trx, { memberId: member.memberId, kind: 'logout', at: now });
  });
}
