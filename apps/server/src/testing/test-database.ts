import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseConfig, isPostgresUrl } from '../config.js';
import { createDatabase, type Database } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate-to-latest.js';

export interface TestDatabase {
  db: Database;
  /** How to open the same database again (for a config or a child process). */
  config: DatabaseConfig;
  cleanup: () => Promise<void>;
}

/**
 * A fresh, migrated database of the kind PORTAL_TEST_DATABASE names: `sqlite` (the default) for a
 * temporary SQLite file, or a postgres:// URL for a new database of its own on that server, so
 * test files running side by side never see each other's rows. `cleanup` removes it all.
 * `migrate: false` leaves it empty, as a deployment's first start finds it.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const target = process.env.PORTAL_TEST_DATABASE || 'sqlite';
  const migrate = options.migrate ?? true;
  if (target === 'sqlite') return createSqliteTestDatabase(migrate);
  if (isPostgresUrl(target)) return createPostgresTestDatabase(target, migrate);
  throw new Error('PORTAL_TEST_DATABASE must be "sqlite" or a postgres:// URL');
}

async function createSqliteTestDatabase(migrate: boolean): Promise<TestDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-server-test-'));
  const config: DatabaseConfig = { kind: 'sqlite', file: path.join(folder, 'portal.sqlite') };
  const db = createDatabase(config);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    config,
    async cleanup() {
      await db.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(
  serverUrl: string,
  migrate: boolean,
): Promise<TestDatabase> {
  // A database of its own rather than a schema: Kysely's migrator introspects the tables of every
  // schema it can see, and a schema that another test file drops at that moment fails the whole
  // introspection ("schema does not exist", 3F000). Databases do not see each other.
  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: url.toString() };
  const db = createDatabase(config);
  if (migrate) await migrateToLatest(db);
  return {
    db,
    config,
    async cleanup() {
      await db.destroy();
      await withClient(serverUrl, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
