import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/create-database.js';

/**
 * Failed sign-ins and the lockout they lead to, as NIST SP 800-63B section 5.2.2 and login.gov do
 * it (README 'Security'):
 *
 * - failures are counted per user id and client address: when one address reaches
 *   `perAddress`, that user id is locked from that address (forward code accountLockout), and the
 *   member signing in from anywhere else is not affected;
 * - failures are also counted from every address together: spread over many addresses they lock
 *   the user id everywhere at `everyAddress` (at most 100, NIST's ceiling);
 * - user ids that belong to no account are counted and locked exactly alike, so no answer tells
 *   which user ids exist;
 * - a lock lasts until the member recovers the account (`forgetSignInFailures`); a sign-in that
 *   passes every step ends the run of failures it belongs to (`clearFailedSignIns`).
 */
export interface LockoutThresholds {
  perAddress: number;
  everyAddress: number;
}

/** Who is signing in from where: the user id as typed (normalised) and the client's address. */
export interface SignInSource {
  userKey: string;
  address: string;
}

/** The client_address of the row that counts failures from every address. */
const everyAddress = '*';

/** User ids match without regard to case or surrounding spaces (sign-in-queries.ts). */
export function userKeyOf(userId: string): string {
  return userId.trim().toLowerCase();
}

/**
 * Rows hold SHA-256 hashes of the user id and the address, as the rate-limit counters do: a
 * failed sign-in's user id is sometimes the member's password typed in the wrong field, and
 * addresses are personal data; neither is needed in clear to count.
 */
export function storedKeyOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function rowKeysOf(source: SignInSource) {
  return { userKey: storedKeyOf(source.userKey), address: storedKeyOf(source.address) };
}

/** True when the user id is locked from this address or from every address. */
export async function isSignInLocked(db: Database, source: SignInSource): Promise<boolean> {
  const keys = rowKeysOf(source);
  const row = await db
    .selectFrom('sign_in_failures')
    .select('user_key')
    .where('user_key', '=', keys.userKey)
    .where('client_address', 'in', [keys.address, everyAddress])
    .where('locked_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one more failure from this address and from every address, each in one upsert so
 * concurrent guesses cannot slip past a threshold, and locks whichever count reaches its own.
 */
export async function countFailedSignIn(
  db: Database,
  source: SignInSource,
  now: Date,
  thresholds: LockoutThresholds,
): Promise<{ failedFromAddress: number; failedEverywhere: number; locked: boolean }> {
  const keys = rowKeysOf(source);
  const fromAddress = await countOne(db, keys.userKey, keys.address, now, thresholds.perAddress);
  const everywhere = await countOne(db, keys.userKey, everyAddress, now, thresholds.everyAddress);
  return {
    failedFromAddress: fromAddress.failed_count,
    failedEverywhere: everywhere.failed_count,
    locked: fromAddress.locked_at !== null || everywhere.locked_at !== null,
  };
}

function countOne(
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

/**
 * A sign-in passed every step from this address: its run of failures from here and from every
 * address is over. Locks stay (a locked source never gets this far).
 */
export async function clearFailedSignIns(db: Database, source: SignInSource): Promise<void> {
  const keys = rowKeysOf(source);
  await db
    .deleteFrom('sign_in_failures')
    .where('user_key', '=', keys.userKey)
    .where('client_address', 'in', [keys.address, everyAddress])
    .where('locked_at', 'is', null)
    .execute();
}

/**
 * An account recovery ends every lock and count of the member's user id; true when there was a
 * lock among them.
 */
export async function forgetSignInFailures(db: Database, userKey: string): Promise<boolean> {
  const forgotten = await db
    .deleteFrom('sign_in_failures')
    .where('user_key', '=', storedKeyOf(userKey))
    .returning('locked_at')
    .execute();
  return forgotten.some((row) => row.locked_at !== null);
}
