import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The outbox: every email and text message the service sends is recorded here. In demo mode the
 * message itself is kept so /dev/outbox can show it (the only way a person trying the demo can
 * read a one-time code); when a message leaves through SMTP only the fact of sending is kept.
 */
export const addOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox_messages')
      .addColumn('message_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.references('members.member_id').onDelete('cascade'),
      )
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text')
      .addColumn('delivery', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('outbox_messages_by_created_at')
      .on('outbox_messages')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbox_messages').execute();
  },
};
