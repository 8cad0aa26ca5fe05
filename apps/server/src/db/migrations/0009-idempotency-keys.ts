import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Idempotent writes (issue 18; platform/idempotency.ts): one row per Idempotency-Key a client
 * sent to a call that opts in, within its scope (the signed-in member, or a visitor of one
 * edition). The primary key is the lock: the request that inserts the row runs the handler, every
 * other one with the same key waits for its answer. The answer is kept sealed (AES-256-GCM under a
 * key derived from SESSION_KEY_ENCRYPTION_KEY) for 24 hours, then pruned. Portable types only, as
 * in 0001.
 */
export const addIdempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('idempotency_key', 'text', (col) => col.notNull())
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      .addColumn('run_id', 'text', (col) => col.notNull())
      .addColumn('lease_expires_at', 'text')
      .addColumn('status_code', 'integer')
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_by_expiry')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
