import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
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
  /** Ends its connections and keeps the database (for copying it); idempotent. */
  close: () => Promise<void>;
  cleanup: () => Promise<void>;
}

/** A pg pool refuses a second end(): close and cleanup may both come. */
function closeOnce(db: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= db.destroy();
    return closing;
  };
}

/**
 * A fresh, migrated database of the kind PORTAL_TEST_DATABASE names: `sqlite` (the default) for a
 * temporary SQLite file, or a postgres:// URL for a new database of its own on that server, so
 * test files running side by side never see each other's rows. `cleanup` removes it all.
 * `migrate: false` leaves it empty, as a deployment's first start finds it.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; copyOf?: DatabaseConfig; target?: string } = {},
): Promise<TestDatabase> {
  const target = options.target || process.env.PORTAL_TEST_DATABASE || 'sqlite';
  // A copy is as migrated as its original.
  const migrate = !options.copyOf && (options.migrate ?? true);
  if (target === 'sqlite') return createSqliteTestDatabase(migrate, options.copyOf);
  if (isPostgresUrl(target)) return createPostgresTestDatabase(target, migrate, options.copyOf);
  throw new Error('PORTAL_TEST_DATABASE must be "sqlite" or a postgres:// URL');
}

async function createSqliteTestDatabase(
  migrate: boolean,
  copyOf?: DatabaseConfig,
): Promise<TestDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-server-test-'));
  const config: DatabaseConfig = { kind: 'sqlite', file: path.join(folder, 'portal.sqlite') };
  // The original is closed and checkpointed (seeded-template.ts): its one file is the database.
  if (copyOf?.kind === 'sqlite') await copyFile(copyOf.file, config.file);
  const db = createDatabase(config);
  if (migrate) await migrateToLatest(db);
  const close = closeOnce(db);
  return {
    db,
    config,
    close,
    async cleanup() {
      await close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(
  serverUrl: string,
  migrate: boolean,
  copyOf?: DatabaseConfig,
): Promise<TestDatabase> {
  // A database of its own rather than a schema: Kysely's migrator introspects the tables of every
  // schema it can see, and a schema that another test file drops at that moment fails the whole
  // introspection ("schema does not exist", 3F000). Databases do not see each other.
  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  // PostgreSQL copies a database whole when it is named as the template of a new one (nobody may
  // be connected to it meanwhile: seeded-template.ts closes its connections once it is seeded).
  const template = copyOf?.kind === 'postgres' ? ` template ${databaseNameOf(copyOf.url)}` : '';
  await withClient(serverUrl, (client) => client.query(`create database ${name}${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: url.toString() };
  const db = createDatabase(config);
  if (migrate) await migrateToLatest(db);
  const close = closeOnce(db);
  return {
    db,
    config,
    close,
    async cleanup() {
      await close();
      await withClient(serverUrl, (client) => client.query(`drop database ${name} with (force)`));
    },
  };
}

/** The database a postgres:// URL names: the test databases' names need no quoting. */
export function databaseNameOf(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name: ${name}`);
  return name;
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
