import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Members, their sessions, family, enrollments, banks and the audit trail. Only `text` and
 * `integer` columns, so SQLite and PostgreSQL run this very file (see database-schema.ts for what
 * each column holds).
 */
export const createCoreTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('members')
      .addColumn('member_id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull().unique())
      .addColumn('user_id_normalized', 'text', (col) => col.notNull().unique())
      .addColumn('product_line', 'text', (col) => col.notNull())
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('day_time_phone', 'text')
      .addColumn('other_phone', 'text')
      .addColumn('primary_phone_type', 'text')
      .addColumn('secondary_phone_type', 'text')
      .addColumn('work_email', 'text')
      .addColumn('other_email', 'text')
      .addColumn('two_factor_pref', 'text')
      .addColumn('two_factor_enabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('email_user_pref', 'text')
      .addColumn('sms_user_pref', 'text')
      .addColumn('work_email_ind', 'text')
      .addColumn('other_email_ind', 'text')
      .addColumn('address_invalid_flag', 'text')
      .addColumn('mail_address_invalid_flag', 'text')
      .addColumn('affiliation', 'text')
      .addColumn('employment_status', 'text')
      .addColumn('profile_complete', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('failed_login_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('members_product_line_known', sql`product_line in ('MFB', 'MP')`)
      .addCheckConstraint('members_two_factor_pref_known', sql`two_factor_pref in ('E', 'S')`)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('session_id', 'text', (col) => col.primaryKey())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_by_member').on('sessions').column('member_id').execute();

    await db.schema
      .createTable('dependents')
      .addColumn('dependent_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('first_name', 'text', (col) => col.notNull())
      .addColumn('last_name', 'text', (col) => col.notNull())
      .addColumn('dependent_type', 'text', (col) => col.notNull())
      .addColumn('relationship', 'text', (col) => col.notNull())
      .addColumn('date_of_birth', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('dependents_by_member')
      .on('dependents')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('enrollments')
      .addColumn('enrollment_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('program_id', 'text', (col) => col.notNull())
      .addColumn('plan_tier', 'text', (col) => col.notNull())
      .addColumn('coverage_tier', 'text', (col) => col.notNull())
      .addColumn('effective_date', 'text', (col) => col.notNull())
      .addColumn('plan_year', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('enrollments_plan_tier_known', sql`plan_tier in ('S', 'H')`)
      .addCheckConstraint(
        'enrollments_coverage_tier_known',
        sql`coverage_tier in ('S', 'S1', 'SF')`,
      )
      .execute();
    await db.schema
      .createIndex('enrollments_by_member')
      .on('enrollments')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('enrollment_dependents')
      .addColumn('enrollment_id', 'text', (col) =>
        col.notNull().references('enrollments.enrollment_id').onDelete('cascade'),
      )
      .addColumn('dependent_id', 'text', (col) =>
        col.notNull().references('dependents.dependent_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('enrollment_dependents_pk', ['enrollment_id', 'dependent_id'])
      .execute();

    await db.schema
      .createTable('bank_accounts')
      .addColumn('bank_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('bank_name', 'text', (col) => col.notNull())
      .addColumn('account_number', 'text', (col) => col.notNull())
      .addColumn('account_type', 'text', (col) => col.notNull())
      .addColumn('routing_number', 'text', (col) => col.notNull())
      .addColumn('status_cd', 'text', (col) => col.notNull())
      .addColumn('delete_flag', 'text', (col) => col.notNull().defaultTo('N'))
      .addColumn('last_modified_user', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('bank_accounts_account_type_known', sql`account_type in ('C', 'S')`)
      .addCheckConstraint('bank_accounts_status_known', sql`status_cd in ('E', 'FE', 'N', 'I')`)
      .addCheckConstraint('bank_accounts_delete_flag_known', sql`delete_flag in ('Y', 'N')`)
      .execute();
    await db.schema
      .createIndex('bank_accounts_by_member')
      .on('bank_accounts')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('audit_events')
      .addColumn('audit_id', 'text', (col) => col.primaryKey())
      // No cascade: removing a member must not silently erase their audit trail.
      .addColumn('member_id', 'text', (col) => col.references('members.member_id'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('detail', 'text')
      .execute();
    await db.schema
      .createIndex('audit_events_by_member_and_time')
      .on('audit_events')
      .columns(['member_id', 'at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'audit_events',
      'bank_accounts',
      'enrollment_dependents',
      'enrollments',
      'dependents',
      'sessions',
      'members',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
