import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the security review of issue 14 asked of sign-in:
 * - sign_in_failures: failed sign-ins counted per user id and client address (both stored as
 *   SHA-256 hashes), and per user id from every address (client_address '*'), for known and
 *   unknown user ids alike, so a stranger's guesses lock out only their own address and tell
 *   nothing about which ids exist. It replaces members.failed_login_count, which is dropped;
 * - envelope_replays: a fingerprint of every visitor envelope the service opened, kept while the
 *   envelope's timestamp is fresh, so a captured sign-in body is accepted once by every instance;
 * - sessions.product_line: the edition whose site issued the session; its token works there only.
 * Portable types only, as in 0001.
 */
export const addSignInHardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('user_key', 'text', (col) => col.notNull())
      .addColumn('client_address', 'text', (col) => col.notNull())
      .addColumn('failed_count', 'integer', (col) => col.notNull())
      .addColumn('last_failed_at', 'text', (col) => col.notNull())
      .addColumn('locked_at', 'text')
      .addPrimaryKeyConstraint('sign_in_failures_pk', ['user_key', 'client_address'])
      .execute();

    await db.schema
      .createTable('envelope_replays')
      .addColumn('fingerprint', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('envelope_replays_by_expiry')
      .on('envelope_replays')
      .column('expires_at')
      .execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('product_line', 'text', (col) => col.notNull().defaultTo('MFB'))
      .execute();
    await sql`update sessions set product_line = (select m.product_line from members m where m.member_id = sessions.member_id)`.execute(
      db,
    );

    // A member's run of failures carries over as counted from every address, the user id hashed
    // as auth/sign-in-failures.ts stores it (SQLite has no SHA-256 of its own, so in JavaScript;
    // spelt out here so this migration never changes with the code).
    const { rows } = await sql<{ user_id_normalized: string; failed_login_count: number }>`
      select user_id_normalized, failed_login_count from members where failed_login_count > 0`.execute(
      db,
    );
    const at = new Date().toISOString();
    for (const row of rows) {
      await sql`insert into sign_in_failures (user_key, client_address, failed_count, last_failed_at)
        values (${createHash('sha256').update(row.user_id_normalized).digest('hex')}, '*', ${row.failed_login_count}, ${at})`.execute(
        db,
      );
    }
    await db.schema.alterTable('members').dropColumn('failed_login_count').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('failed_login_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sessions').dropColumn('product_line').execute();
    await db.schema.dropTable('envelope_replays').execute();
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
