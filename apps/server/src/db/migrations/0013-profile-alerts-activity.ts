import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * My profile, alerts, security notices and the activity log (issue 22; domain.md sections 2 and 7).
 * Extends the tables that exist, and adds what the model planned:
 * - audit_events: the client address and user agent each event came from (the activity log shows
 *   them); null for rows written before.
 * - sessions: when the member last confirmed it's them in this session (the 15-minute window for
 *   email, phone, address and two-step changes), and the one-time code of a confirmation by code.
 * - member_identity_facts: the SSN's last four, which My profile shows masked (the SSN itself is
 *   still never stored); null for members from before.
 * - member_marketing_prefs: yes or no per marketing section (spec section 3: A, C, M, P, B, S).
 * - member_alerts: the alerts (kind, severity, status P/R/D, link, dates); later issues add rows
 *   of their kinds (returned payments, bills due...).
 * - member_devices: browsers a member signed in from, by the hash of a long-lived device cookie,
 *   so a sign-in from a new one sends a 'was this you?' notice.
 * Portable types only, as in 0001.
 */
export const addProfileAlertsActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_events').addColumn('client_address', 'text').execute();
    await db.schema.alterTable('audit_events').addColumn('user_agent', 'text').execute();
    await db.schema
      .createIndex('audit_events_by_member_at')
      .on('audit_events')
      .columns(['member_id', 'at'])
      .execute();

    await db.schema.alterTable('sessions').addColumn('reauthenticated_at', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('reauth_code_hash', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('reauth_code_method', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('reauth_code_expires_at', 'text').execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('reauth_code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema.alterTable('member_identity_facts').addColumn('ssn_last4', 'text').execute();

    await db.schema
      .createTable('member_marketing_prefs')
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('opt_in', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('member_marketing_prefs_pk', ['member_id', 'section'])
      .execute();

    await db.schema
      .createTable('member_alerts')
      .addColumn('alert_id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('severity', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('subject', 'text')
      .addColumn('link', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('resolved_at', 'text')
      .execute();
    await db.schema
      .createIndex('member_alerts_by_member_status')
      .on('member_alerts')
      .columns(['member_id', 'status'])
      .execute();

    await db.schema
      .createTable('member_devices')
      .addColumn('device_hash', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) =>
        col.notNull().references('members.member_id').onDelete('cascade'),
      )
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('member_devices').execute();
    await db.schema.dropTable('member_alerts').execute();
    await db.schema.dropTable('member_marketing_prefs').execute();
    await db.schema.alterTable('member_identity_facts').dropColumn('ssn_last4').execute();
    for (const column of [
      'reauth_code_attempts',
      'reauth_code_expires_at',
      'reauth_code_method',
      'reauth_code_hash',
      'reauthenticated_at',
    ]) {
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    }
    await db.schema.dropIndex('audit_events_by_member_at').execute();
    await db.schema.alterTable('audit_events').dropColumn('user_agent').execute();
    await db.schema.alterTable('audit_events').dropColumn('client_address').execute();
  },
};
