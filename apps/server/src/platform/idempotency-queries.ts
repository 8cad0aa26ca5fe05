import type { Selectable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { IdempotencyKeysTable } from '../db/database-schema.js';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** One key in its scope. */
export interface KeyInScope {
  scope: string;
  key: string;
}

/**
 * Inserts the row of a new key: true when this request now holds it (it runs the handler), false
 * when the row exists (another request holds or answered the key). The primary key decides, not a
 * read before the write, so of any number of requests on any number of instances exactly one
 * wins. Rows past their 24 hours are pruned in the same transaction, this key's too, so a key
 * reused after a day starts afresh.
 */
export function claimIdempotencyKey(
  db: Database,
  claim: KeyInScope & {
    fingerprint: string;
    runId: string;
    now: Date;
    leaseExpiresAt: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', claim.now.toISOString())
      .execute();
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({
        scope: claim.scope,
        idempotency_key: claim.key,
        fingerprint: claim.fingerprint,
        run_id: claim.runId,
        lease_expires_at: claim.leaseExpiresAt.toISOString(),
        status_code: null,
        answer: null,
        created_at: claim.now.toISOString(),
        expires_at: claim.expiresAt.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['scope', 'idempotency_key']).doNothing())
      .returning('run_id')
      .executeTakeFirst();
    return inserted !== undefined;
  });
}

export function readIdempotencyKey(
  db: Database,
  { scope, key }: KeyInScope,
  now: Date,
): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Takes over a key whose holder stopped without answering (its instance died): true when this
 * request now holds it. One statement that matches the lapsed lease, so of two takers one wins.
 */
export async function takeOverLapsedKey(
  db: Database,
  { scope, key }: KeyInScope,
  runId: string,
  now: Date,
  leaseExpiresAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ run_id: runId, lease_expires_at: leaseExpiresAt.toISOString() })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('status_code', 'is', null)
    .where('lease_expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the answer of the request that holds the key; the waiting duplicates read it. */
export async function recordIdempotentAnswer(
  db: Database,
  { scope, key }: KeyInScope,
  runId: string,
  answer: { statusCode: number; sealedAnswer: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, answer: answer.sealedAnswer, lease_expires_at: null })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('run_id', '=', runId)
    .where('status_code', 'is', null)
    .execute();
}

/** Gives a key back unanswered (the call did not run to an answer): a retry runs it afresh. */
export async function releaseIdempotencyKey(
  db: Database,
  { scope, key }: KeyInScope,
  runId: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('run_id', '=', runId)
    .where('status_code', 'is', null)
    .execute();
}
