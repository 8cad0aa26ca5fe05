import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, PostgresIntrospector, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { PortalDatabase } from './database-schema.js';

export type Database = Kysely<PortalDatabase>;

/**
 * Opens the database the configuration names. The caller owns it and ends it with `destroy()`.
 * Nothing here keeps state in process memory, so several instances can share one PostgreSQL.
 */
export function createDatabase(config: DatabaseConfig): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url });
    // An idle pooled connection that the server drops emits 'error' on the pool, and an unheard
    // 'error' event ends the process. The pool has already discarded that client and the next
    // query opens a fresh one; a query that fails reports its own error where it runs.
    pool.on('error', () => {});
    return new Kysely<PortalDatabase>({ dialect: new PostgresDialect({ pool }) });
  }

  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers run beside the one writer; FULL syncs every commit so a crash or power cut
  // loses no acknowledged write (the WAL default, NORMAL, may); SQLite leaves foreign keys off
  // unless asked; busy_timeout makes a second process wait for the lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<PortalDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The few places where the dialects differ ask this rather than carrying the config around. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.introspection instanceof PostgresIntrospector;
}
