import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { isPostgres } from './create-database.js';
import { portalMigrations } from './migrations/index.js';

/** Brings the schema up to date; throws (and changes nothing more) if a migration fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: portalMigrations,
    // Kysely looks for its bookkeeping table in every schema unless told which one; on a
    // PostgreSQL database shared by several schemas (one per test file, or per tenant) it would
    // find another schema's table and skip our migrations. Pin it to the current schema.
    migrationTableSchema: isPostgres(db) ? await currentSchema(db) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'run';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
