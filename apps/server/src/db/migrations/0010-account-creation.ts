import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Account creation with save and resume (issue 19; domain.md sections 1 and 2):
 * - account_drafts: an application in progress, named by a cookie stored as its SHA-256 hash; the
 *   answers as JSON without the SSNs, which are kept apart, sealed (AES-256-GCM, accounts/
 *   draft-secrets.ts); 30 days from the last save;
 * - member_addresses: the residence (R) and mailing (M) addresses, each with how its ZIP and state
 *   stood (V checked, I kept as entered, unchecked);
 * - member_affiliations: FEDERAL or MILITARY, with status, agency or branch; one active;
 * - member_sponsors: a uniformed member's service and, for a sponsor's family member, the sponsor;
 * - member_identity_facts.ssn_lookup: an argon2id hash of the SSN under one service-wide salt, so
 *   'SSN already exists' is one indexed read (unique: two accounts can never share an SSN), where
 *   ssn_hash has a salt of its own per member; gender;
 * - members: prefix, middle initial, suffix, marital status, notification preference, consent.
 * Portable types only, as in 0001. Members from before this migration have no ssn_lookup (their
 * SSN is not kept in clear to compute it); the demo seed sets it.
 */
export const addAccountCreation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_drafts')
      .addColumn('draft_id', 'text', (col) => col.primaryKey())
      .addColumn('draft_hash', 'text', (col) => col.notNull().unique())
      .addColumn('product_line', 'text', (col) => col.notNull())
      .addColumn('last_step', 'text', (col) => col.notNull())
      .addColumn('answers', 'text', (col) => col.notNull())
      .addColumn('ssn_sealed', 'text')
      .addColumn('sponsor_ssn_sealed', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addCheckConstraint('account_drafts_product_line_known', sql`product_line in ('MFB', 'MP')`)
      .execute();
    await db.schema
      .createIndex('account_drafts_by_expiry')
      .on('account_drafts')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('member_addresses')
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('address_type', 'text', (col) => col.notNull())
      .addColumn('address_line1', 'text', (col) => col.notNull())
      .addColumn('address_line2', 'text')
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('zip', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('verification', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('member_addresses_pk', ['member_id', 'address_type'])
      .addCheckConstraint('member_addresses_type_known', sql`address_type in ('R', 'M')`)
      .addCheckConstraint('member_addresses_verification_known', sql`verification in ('V', 'I')`)
      .execute();
    // 'Account already exists for last name, email and state' reads residences by state.
    await db.schema
      .createIndex('member_addresses_by_state')
      .on('member_addresses')
      .columns(['state', 'address_type'])
      .execute();

    await db.schema
      .createTable('member_affiliations')
      .addColumn('affiliation_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('affiliation', 'text', (col) => col.notNull())
      .addColumn('employment_status', 'text')
      .addColumn('agency_code', 'text')
      .addColumn('branch_of_service', 'text')
      .addColumn('reserve_component', 'text')
      .addColumn('active', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('member_affiliations_known', sql`affiliation in ('F', 'M')`)
      .execute();
    await db.schema
      .createIndex('member_affiliations_by_member')
      .on('member_affiliations')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('member_sponsors')
      .addColumn('member_id', 'text', (col) =>
        col.primaryKey().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('sponsor_is_member', 'integer', (col) => col.notNull())
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('date_of_birth', 'text')
      .addColumn('ssn_hash', 'text')
      .addColumn('branch_of_service', 'text')
      .addColumn('military_status', 'text')
      .addColumn('reserve_component', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema.alterTable('member_identity_facts').addColumn('ssn_lookup', 'text').execute();
    await db.schema.alterTable('member_identity_facts').addColumn('gender', 'text').execute();
    // Unique: two accounts never share an SSN, even when two creations race (NULLs are distinct
    // on both databases, so members from before this migration do not collide).
    await db.schema
      .createIndex('member_identity_facts_ssn_lookup')
      .on('member_identity_facts')
      .column('ssn_lookup')
      .unique()
      .execute();

    for (const column of [
      'name_prefix',
      'middle_initial',
      'name_suffix',
      'marital_status',
      'notification_pref',
      'electronic_consent_at',
    ]) {
      await db.schema.alterTable('members').addColumn(column, 'text').execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const column of [
      'electronic_consent_at',
      'notification_pref',
      'marital_status',
      'name_suffix',
      'middle_initial',
      'name_prefix',
    ]) {
      await db.schema.alterTable('members').dropColumn(column).execute();
    }
    await db.schema.dropIndex('member_identity_facts_ssn_lookup').execute();
    await db.schema.alterTable('member_identity_facts').dropColumn('gender').execute();
    await db.schema.alterTable('member_identity_facts').dropColumn('ssn_lookup').execute();
    for (const table of [
      'member_sponsors',
      'member_affiliations',
      'member_addresses',
      'account_drafts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
