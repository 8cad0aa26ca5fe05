import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { AuditEventKind } from '../db/database-schema.js';

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * commit together or not at all. `detail` must never hold a password, token or account number.
 */
export async function recordAuditEvent(
  db: Database,
  event: { memberId: string | null; kind: AuditEventKind; at: Date; detail?: object },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      audit_id: randomUUID(),
      member_id: event.memberId,
      kind: event.kind,
      at: event.at.toISOString(),
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}
