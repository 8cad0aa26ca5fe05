import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the API platform adds: token expiry, a refresh credential and a short grace for the
 * previous token on sessions; the service's key pair of the encryption envelope; and the shared
 * fixed-window counters of the rate limits. Portable types only, as in 0001.
 */
export const addTokensKeysAndRateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('token_expires_at', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('previous_token_hash', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('previous_token_expires_at', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('refresh_hash', 'text').execute();
    // Sessions opened before this migration keep their token until the session itself ends.
    await sql`update sessions set token_expires_at = expires_at`.execute(db);
    await db.schema
      .createIndex('sessions_by_previous_token')
      .on('sessions')
      .column('previous_token_hash')
      .execute();
    await db.schema
      .createIndex('sessions_by_refresh_hash')
      .on('sessions')
      .column('refresh_hash')
      .unique()
      .execute();

    await db.schema
      .createTable('service_keys')
      // One row per purpose; instances that start together race on this key and all read the winner.
      .addColumn('purpose', 'text', (col) => col.primaryKey())
      .addColumn('key_id', 'text', (col) => col.notNull())
      .addColumn('algorithm', 'text', (col) => col.notNull())
      .addColumn('public_jwk', 'text', (col) => col.notNull())
      .addColumn('private_jwk', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('window_start', 'text', (col) => col.notNull())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'window_start'])
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_by_expiry')
      .on('rate_limit_counters')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').execute();
    await db.schema.dropTable('service_keys').execute();
    await db.schema.dropIndex('sessions_by_refresh_hash').execute();
    await db.schema.dropIndex('sessions_by_previous_token').execute();
    for (const column of [
      'refresh_hash',
      'previous_token_expires_at',
      'previous_token_hash',
      'token_expires_at',
    ]) {
      await db.schema.alterTable('sessions').dropColumn(column).execute();
    }
  },
};
