import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';
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
  const statements = statementCache(sqlite);
  const db = new Kysely<PortalDatabase>({
    dialect: new SqliteDialect({
      database: { close: () => sqlite.close(), prepare: statements.prepare },
    }),
  });
  sqliteConnections.set(db, { sqlite, prepare: statements.prepare });
  return db;
}

/** The SQLite connection behind a Kysely database, for prepared-query.ts's direct reads. */
export interface SqliteConnection {
  sqlite: SqliteDatabase.Database;
  /** A kept statement for this SQL (see statementCache). */
  prepare: (sql: string) => SqliteStatement;
}

const sqliteConnections = new WeakMap<Database, SqliteConnection>();

/** The SQLite connection of a database opened by createDatabase; undefined for PostgreSQL. */
export function sqliteConnectionOf(db: Database): SqliteConnection | undefined {
  return sqliteConnections.get(db);
}

/** More distinct statements than the service makes; past it the cache starts over. */
const statementCacheSize = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs more than running a
 * one-row query (toolchain.md: 10k rows/s through Kysely against 48k through a kept statement).
 * This keeps prepared statements by their SQL text. Safe because statements run one at a time on
 * the single SQLite connection (better-sqlite3 is synchronous) and a statement is reusable once
 * it has run; SQLite re-prepares a kept statement by itself after a schema change. The service
 * makes a bounded set of SQL texts, so the bound only guards against a bug that makes unbounded
 * ones.
 */
export function statementCache(
  sqlite: SqliteDatabase.Database,
  size = statementCacheSize,
): { prepare: (sql: string) => SqliteStatement } {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= size) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** The few places where the dialects differ ask this rather than carrying the config around. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.introspection instanceof PostgresIntrospector;
}
