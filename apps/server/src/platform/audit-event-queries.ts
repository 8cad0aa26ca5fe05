import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { AuditEventKind } from '../db/database-schema.js';
import { currentRequestOrigin } from './request-origin.js';

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record
 * commit together or not at all. `detail` must never hold a password, token or account number.
 * The client address and user agent come from the request being answered (request-origin.ts).
 */
export async function recordAuditEvent(
  db: Database,
  event: { memberId: string | null; kind: AuditEventKind; at: Date; detail?: object },
): Promise<void> {
  const origin = currentRequestOrigin();
  await db
    .insertInto('audit_events')
    .values({
      audit_id: randomUUID(),
      member_id: event.memberId,
      kind: event.kind,
      at: event.at.toISOString(),
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      client_address: origin?.clientAddress ?? null,
      user_agent: origin?.userAgent ?? null,
    })
    .execute();
}
