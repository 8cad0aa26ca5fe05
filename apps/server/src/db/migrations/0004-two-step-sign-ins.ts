import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Pending two-step sign-ins (spec section 4, 'Two-step flow'): one row from a sign-in answered with
 * forward code 10 until its one-time code is accepted, or it expires. The cookie that names the row
 * and the code are kept only as hashes. Portable types only, as in 0001.
 */
export const addTwoStepSignIns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_step_sign_ins')
      .addColumn('sign_in_id', 'text', (col) => col.primaryKey())
      .addColumn('grant_hash', 'text', (col) => col.notNull().unique())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('token_method', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('code_hash', 'text')
      .addColumn('code_method', 'text')
      .addColumn('code_expires_at', 'text')
      .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('codes_sent', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('two_step_sign_ins_by_member')
      .on('two_step_sign_ins')
      .column('member_id')
      .execute();
    await db.schema
      .createIndex('two_step_sign_ins_by_expiry')
      .on('two_step_sign_ins')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('two_step_sign_ins').execute();
  },
};
