import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The envelope, version 2 (issue 17): each session keeps its envelope session key, and for the
 * grace after a token refresh the one it replaced, both wrapped under a key that lives in the
 * service's process only (platform/session-key-vault.ts). Portable types only, as in 0001.
 */
export const addEnvelopeSessionKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('session_key', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('previous_session_key', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('previous_session_key').execute();
    await db.schema.alterTable('sessions').dropColumn('session_key').execute();
  },
};
