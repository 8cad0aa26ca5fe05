import type { Database } from '../db/create-database.js';

/**
 * Records that a visitor's envelope was opened, once: true the first time its fingerprint is
 * seen, false for a replay, on every instance that shares the database (the primary key decides,
 * not a read before the write). The row is kept until the envelope's time of sending is stale, as
 * a replay is refused for that alone afterwards; stale rows are pruned in the same transaction,
 * so a sign-in pays one durable commit for this, not two.
 */
export function acceptEnvelopeOnce(
  db: Database,
  fingerprint: string,
  staleAt: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('envelope_replays').where('expires_at', '<', now.toISOString()).execute();
    const inserted = await trx
      .insertInto('envelope_replays')
      .values({ fingerprint, expires_at: staleAt.toISOString() })
      .onConflict((conflict) => conflict.column('fingerprint').doNothing())
      .returning('fingerprint')
      .executeTakeFirst();
    return inserted !== undefined;
  });
}
