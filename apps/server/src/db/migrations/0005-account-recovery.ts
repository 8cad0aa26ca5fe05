import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What account recovery and the security settings need (issue 7, items 4 and 6):
 * - members.security_check_due: the next sign-in asks a security question (set by a recovery);
 * - member_identity_facts: the date of birth and an argon2id hash of the SSN, the facts a member
 *   finds their account with (the full SSN is never stored in clear);
 * - password_history: argon2id hashes of replaced passwords (a new one may not be of the last five);
 * - security_answers: the member's questions, each answer an argon2id hash of its normalised form;
 * - recovery_tokens: the short-lived credentials of a recovery and of a pending sign-in, stored
 *   as SHA-256 hashes (they are random, so a fast hash suffices), each with its expiry and use.
 * Portable types only, as in 0001.
 */
export const addAccountRecovery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('security_check_due', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('member_identity_facts')
      .addColumn('member_id', 'text', (col) =>
        col.primaryKey().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('ssn_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // Finding an account narrows by date of birth first; the SSN hash is verified per candidate.
    await db.schema
      .createIndex('member_identity_facts_by_date_of_birth')
      .on('member_identity_facts')
      .column('date_of_birth')
      .execute();

    await db.schema
      .createTable('password_history')
      .addColumn('history_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('replaced_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('password_history_by_member')
      .on('password_history')
      .columns(['member_id', 'replaced_at'])
      .execute();

    await db.schema
      .createTable('security_answers')
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('question_id', 'text', (col) => col.notNull())
      .addColumn('answer_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('security_answers_pk', ['member_id', 'question_id'])
      .execute();

    await db.schema
      .createTable('recovery_tokens')
      .addColumn('token_id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('method', 'text')
      .addColumn('question_id', 'text')
      .addColumn('attempt_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addCheckConstraint(
        'recovery_tokens_purpose_known',
        sql`purpose in ('locate-account', 'reset-link', 'security-check')`,
      )
      .addCheckConstraint('recovery_tokens_method_known', sql`method in ('E', 'S')`)
      .execute();
    await db.schema
      .createIndex('recovery_tokens_by_member')
      .on('recovery_tokens')
      .columns(['member_id', 'purpose'])
      .execute();
    await db.schema
      .createIndex('recovery_tokens_by_expiry')
      .on('recovery_tokens')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'recovery_tokens',
      'security_answers',
      'password_history',
      'member_identity_facts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('members').dropColumn('security_check_due').execute();
  },
};
