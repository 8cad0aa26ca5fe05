import type { Insertable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { ContactMessagesTable } from '../db/database-schema.js';

export type NewContactMessage = Insertable<ContactMessagesTable>;

export async function insertContactMessage(db: Database, message: NewContactMessage) {
  await db.insertInto('contact_messages').values(message).execute();
}

/** Records whether support has the message; `sentAt` only when it was sent. */
export async function recordSupportDelivery(
  db: Database,
  messageId: string,
  delivery: 'sent' | 'failed',
  sentAt: Date | null,
) {
  await db
    .updateTable('contact_messages')
    .set({ support_delivery: delivery, sent_at: sentAt?.toISOString() ?? null })
    .where('message_id', '=', messageId)
    .execute();
}
