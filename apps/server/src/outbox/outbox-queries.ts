import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { OutboxMessagesTable } from '../db/database-schema.js';

export type OutboxRecord = Omit<OutboxMessagesTable, 'message_id' | 'created_at'>;

export async function insertOutboxMessage(
  db: Database,
  record: OutboxRecord,
  at: Date,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({ ...record, message_id: randomUUID(), created_at: at.toISOString() })
    .execute();
}

/** Newest first; ties (same millisecond) keep a stable order by id. */
export async function listOutboxMessages(db: Database, limit: number) {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('message_id', 'desc')
    .limit(limit)
    .execute();
}
