import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Messages sent with the contact-us form. Each is stored before it is emailed to support, so a
 * message is never lost when email fails: `support_delivery` says whether support has it
 * ('pending' while sending, 'sent', or 'failed' for someone to send again). A message of a
 * signed-in member carries their id; a visitor's does not.
 */
export const addContactMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('message_id', 'text', (col) => col.primaryKey())
      .addColumn('reference', 'text', (col) => col.notNull().unique())
      .addColumn('product_line', 'text', (col) => col.notNull())
      .addColumn('member_id', 'text', (col) =>
        col.references('members.member_id').onDelete('set null'),
      )
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('topic', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('support_delivery', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('contact_messages_by_delivery')
      .on('contact_messages')
      .columns(['support_delivery', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute();
  },
};
