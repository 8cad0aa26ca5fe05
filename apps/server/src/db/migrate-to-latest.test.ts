import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { createDatabase, type Database, isPostgres } from './create-database.js';
import { migrateToLatest } from './migrate-to-latest.js';
import { portalMigrations } from './migrations/index.js';

/**
 * The session-level advisory lock Kysely's migrator takes on PostgreSQL around the whole run
 * (PostgresAdapter.acquireMigrationLock in kysely/dist/dialect/postgres/postgres-adapter.js): the
 * pending migrations are read and run inside it, in one transaction. If Kysely ever changes it,
 * the test below stops seeing instances wait and fails.
 */
const kyselyMigrationLockId = '3853314791062309107';

describe('migrateToLatest', () => {
  it('is safe to run again on a migrated database', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await migrateToLatest(db);
      // A set: on PostgreSQL the introspection also lists other test files' schemas.
      const tables = [...new Set((await db.introspection.getTables()).map((table) => table.name))];
      tables.sort();
      expect(tables).toEqual([
        'account_drafts',
        'audit_events',
        'bank_accounts',
        'contact_messages',
        'dependents',
        'enrollment_agreements',
        'enrollment_dependents',
        'enrollment_drafts',
        'enrollments',
        'envelope_replays',
        'idempotency_keys',
        'member_addresses',
        'member_affiliations',
        'member_alerts',
        'member_devices',
        'member_identity_facts',
        'member_marketing_prefs',
        'member_sponsors',
        'members',
        'outbox_messages',
        'password_history',
        'rate_limit_counters',
        'recovery_tokens',
        'security_answers',
        'service_keys',
        'sessions',
        'sign_in_failures',
        'two_step_sign_ins',
      ]);
    } finally {
      await cleanup();
    }
  });

  it('enforces the foreign keys (SQLite needs them switched on)', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await expect(
        db
          .insertInto('sessions')
          .values({
            session_id: 's1',
            token_hash: 'h1',
            member_id: 'nobody',
            created_at: '2026-01-01T00:00:00.000Z',
            last_seen_at: '2026-01-01T00:00:00.000Z',
            expires_at: '2026-01-01T12:00:00.000Z',
            revoked_at: null,
            product_line: 'MFB',
          })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
    } finally {
      await cleanup();
    }
  });
});

describe('migrateToLatest from several instances starting together', () => {
  it('runs each migration once: the others wait on a database lock, then find nothing to do', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    // On PostgreSQL each instance has connections of its own, as separate processes have. SQLite
    // serves one process per file: calls at once within it share its one connection.
    const postgres = isPostgres(fresh.db);
    const instances = [1, 2, 3].map(() => (postgres ? createDatabase(fresh.config) : fresh.db));
    try {
      if (postgres) {
        await fresh.db.connection().execute(async (holder) => {
          // Hold the migrator's lock, as an instance that got there first would.
          await sql`select pg_advisory_lock(${sql.lit(kyselyMigrationLockId)}::bigint)`.execute(
            holder,
          );
          const migrating = instances.map((db) => migrateToLatest(db));
          // All three are queued on the lock in the database, not racing past it.
          await expect.poll(() => waitingOnAdvisoryLocks(holder), { timeout: 15_000 }).toBe(3);
          expect(await tableNames(holder)).not.toContain('members');
          await sql`select pg_advisory_unlock(${sql.lit(kyselyMigrationLockId)}::bigint)`.execute(
            holder,
          );
          await Promise.all(migrating);
        });
      } else {
        await Promise.all(instances.map((db) => migrateToLatest(db)));
      }
      const names = Object.keys(await portalMigrations.getMigrations());
      const recorded = await fresh.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .execute();
      expect(recorded.map((row) => row.name).sort()).toEqual(names);
      expect(await tableNames(fresh.db)).toContain('members');
    } finally {
      if (postgres) await Promise.all(instances.map((db) => db.destroy()));
      await fresh.cleanup();
    }
  });
});

async function waitingOnAdvisoryLocks<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ waiting: string }>`
    select count(*) as waiting from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())`.execute(db);
  return Number(rows[0]?.waiting ?? 0);
}

async function tableNames(db: Kysely<unknown> | Database): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name);
}
