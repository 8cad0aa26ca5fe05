import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Enrolling in a plan (issue 21; domain.md sections 2, 4 and 6). Extends the tables of 0001 and
 * 0011 rather than copying them:
 * - dependents: the rest of the dependant form (prefix, middle initial, suffix, gender, the
 *   incapable-of-self-support facts), the SSN sealed with its last four and its service-wide
 *   lookup hash (dual enrollment across members, 'already on file'), and the record status
 *   (I inserted, E enrolled, R removed; rows covered today become E);
 * - enrollments: the draft it was submitted from (unique: one draft enrolls once, whatever the
 *   number of tabs), the hire date and the belated reason it was made with;
 * - enrollment_agreements: each agreement accepted, with its version and time;
 * - enrollment_drafts: the enrollment flow's server-side draft, one per member and program;
 * - bank_accounts: the account number sealed and its last four (new banks keep only the masked
 *   form in account_number); 'in use' comes from the enrollments that name the bank.
 * Portable types only, as in 0001.
 */
export const addEnrollmentFlow: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of [
      'prefix',
      'middle_initial',
      'suffix',
      'gender',
      'ssn_sealed',
      'ssn_last4',
      'ssn_lookup',
      'incapacity_began_on',
    ]) {
      await db.schema.alterTable('dependents').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('dependents')
      .addColumn('incapable', 'text', (col) => col.notNull().defaultTo('N'))
      .execute();
    await db.schema
      .alterTable('dependents')
      .addColumn('record_status', 'text', (col) => col.notNull().defaultTo('I'))
      .execute();
    await sql`update dependents set record_status = 'E' where exists (select 1 from enrollment_dependents where enrollment_dependents.dependent_id = dependents.dependent_id and enrollment_dependents.to_date is null)`.execute(
      db,
    );
    await db.schema
      .createIndex('dependents_by_ssn_lookup')
      .on('dependents')
      .column('ssn_lookup')
      .execute();

    await db.schema.alterTable('enrollments').addColumn('draft_id', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('hire_date', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('belated_reason', 'text').execute();
    await db.schema
      .createIndex('enrollments_one_per_draft')
      .on('enrollments')
      .column('draft_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('enrollments_by_bank')
      .on('enrollments')
      .column('bank_id')
      .execute();

    await db.schema
      .createTable('enrollment_agreements')
      .addColumn('enrollment_id', 'text', (col) =>
        col.notNull().references('enrollments.enrollment_id').onDelete('cascade'),
      )
      .addColumn('agreement_id', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('accepted_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('enrollment_agreements_pk', ['enrollment_id', 'agreement_id'])
      .execute();

    await db.schema
      .createTable('enrollment_drafts')
      .addColumn('draft_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('program_id', 'text', (col) => col.notNull())
      .addColumn('next_step', 'text', (col) => col.notNull())
      .addColumn('answers', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('submitted_enrollment_id', 'text')
      .execute();
    await db.schema
      .createIndex('enrollment_drafts_one_per_program')
      .on('enrollment_drafts')
      .columns(['member_id', 'program_id'])
      .unique()
      .execute();

    await db.schema.alterTable('bank_accounts').addColumn('account_sealed', 'text').execute();
    await db.schema.alterTable('bank_accounts').addColumn('account_last4', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['account_sealed', 'account_last4']) {
      await db.schema.alterTable('bank_accounts').dropColumn(column).execute();
    }
    await db.schema.dropTable('enrollment_drafts').execute();
    await db.schema.dropTable('enrollment_agreements').execute();
    await db.schema.dropIndex('enrollments_by_bank').execute();
    await db.schema.dropIndex('enrollments_one_per_draft').execute();
    for (const column of ['draft_id', 'hire_date', 'belated_reason']) {
      await db.schema.alterTable('enrollments').dropColumn(column).execute();
    }
    await db.schema.dropIndex('dependents_by_ssn_lookup').execute();
    for (const column of [
      'prefix',
      'middle_initial',
      'suffix',
      'gender',
      'ssn_sealed',
      'ssn_last4',
      'ssn_lookup',
      'incapacity_began_on',
      'incapable',
      'record_status',
    ]) {
      await db.schema.alterTable('dependents').dropColumn(column).execute();
    }
  },
};
