import type { Database } from '../db/create-database.js';

/** One counter row of rate_limit_counters: a hashed rule and subject, and a fixed window. */
export interface CounterWindow {
  bucket: string;
  windowStart: string;
  expiresAt: string;
}

/**
 * Adds `count` hits to a window's counter in one atomic upsert (INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING on both SQLite and PostgreSQL) and returns its total, everyone's hits.
 */
export async function addCounterHits(
  db: Database,
  window: CounterWindow,
  count: number,
): Promise<number> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({
      bucket: window.bucket,
      window_start: window.windowStart,
      hits: count,
      expires_at: window.expiresAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({
        hits: eb('rate_limit_counters.hits', '+', eb.ref('excluded.hits')),
      })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Deletes the counters whose window ended before `now`. */
export async function deleteExpiredCounters(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now.toISOString()).execute();
}
