import { sql } from 'kysely';
import { type Database, isPostgres } from './create-database.js';

/**
 * Runs `work` in a transaction whose commit does not wait for the disk: for bookkeeping that may
 * be lost in a power cut without harm (rate-limit counters, a session's last-seen time), never
 * for anything a member would care about.
 *
 * Why it matters here: better-sqlite3 runs on the event loop, and with synchronous=FULL every
 * commit waits for an fsync (milliseconds on a busy disk) during which no request is served; a
 * counter sync four times a second then shows up in every request's p99. With synchronous=NORMAL
 * (WAL mode) the commit survives a crash of the process and reaches the disk at the next
 * checkpoint or at the next FULL commit, whose fsync covers the whole log. PostgreSQL's
 * equivalent is `synchronous_commit = off` for the one transaction.
 */
export function relaxedDurabilityTransaction<T>(
  db: Database,
  work: (trx: Database) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // The pragma belongs to the connection and cannot change inside a transaction, so the
  // connection is held (no other statement of Kysely's runs meanwhile) from before BEGIN to after
  // it is set back.
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}
