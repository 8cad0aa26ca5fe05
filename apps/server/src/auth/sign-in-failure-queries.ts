import { sql } from 'kysely';
import type { Database } from '../db/create-database.js';

/*
 * The rows of sign_in_failures: one per hashed user id and hashed client address, and one per
 * hashed user id for every address together. What counts and when it locks is decided in
 * sign-in-failures.ts; these functions take the stored keys as they are.
 */

/** True when one of the rows of the user key and these addresses holds a lock. */
export async function hasLockedFailureRow(
  db: Database,
  userKey: string,
  clientAddresses: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('user_key')
    .where('user_key', '=', userKey)
    .where('client_address', 'in', clientAddresses)
    .where('locked_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one failure in one upsert, so concurrent guesses cannot slip past the threshold, and
 * locks the row when the count reaches it. Returns the row as it is now.
 */
export function countFailureRow(
  db: Database,
  userKey: string,
  clientAddress: string,
  now: Date,
  threshold: number,
) {
  const at = now.toISOString();
  return db
    .insertInto('sign_in_failures')
    .values({
      user_key: userKey,
      client_address: clientAddress,
      failed_count: 1,
      last_failed_at: at,
      locked_at: threshold <= 1 ? at : null,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_key', 'client_address']).doUpdateSet((eb) => ({
        failed_count: eb('sign_in_failures.failed_count', '+', 1),
        last_failed_at: at,
        // On the right of SET, columns read the row as it was before this update.
        locked_at: eb
          .case()
          .when('sign_in_failures.failed_count', '>=', threshold - 1)
          .then(sql<string>`coalesce(sign_in_failures.locked_at, ${at})`)
          .else(eb.ref('sign_in_failures.locked_at'))
          .end(),
      })),
    )
    .returning(['failed_count', 'locked_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the unlocked rows of the user key and these addresses. */
export async function deleteUnlockedFailureRows(
  db: Database,
  userKey: string,
  clientAddresses: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('user_key', '=', userKey)
    .where('client_address', 'in', clientAddresses)
    .where('locked_at', 'is', null)
    .execute();
}

/** Deletes every row of the user key; true when one of them held a lock. */
export async function deleteFailureRowsOf(db: Database, userKey: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sign_in_failures')
    .where('user_key', '=', userKey)
    .returning('locked_at')
    .execute();
  return deleted.some((row) => row.locked_at !== null);
}
