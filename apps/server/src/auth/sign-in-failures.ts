import { createHash } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import {
  countFailureRow,
  deleteFailureRowsOf,
  deleteUnlockedFailureRows,
  hasLockedFailureRow,
} from './sign-in-failure-queries.js';

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
export function isSignInLocked(db: Database, source: SignInSource): Promise<boolean> {
  const keys = rowKeysOf(source);
  return hasLockedFailureRow(db, keys.userKey, [keys.address, everyAddress]);
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
  const fromAddress = await countFailureRow(
    db,
    keys.userKey,
    keys.address,
    now,
    thresholds.perAddress,
  );
  const everywhere = await countFailureRow(
    db,
    keys.userKey,
    everyAddress,
    now,
    thresholds.everyAddress,
  );
  return {
    failedFromAddress: fromAddress.failed_count,
    failedEverywhere: everywhere.failed_count,
    locked: fromAddress.locked_at !== null || everywhere.locked_at !== null,
  };
}

/**
 * A sign-in passed every step from this address: its run of failures from here and from every
 * address is over. Locks stay (a locked source never gets this far).
 */
export function clearFailedSignIns(db: Database, source: SignInSource): Promise<void> {
  const keys = rowKeysOf(source);
  return deleteUnlockedFailureRows(db, keys.userKey, [keys.address, everyAddress]);
}

/**
 * An account recovery ends every lock and count of the member's user id; true when there was a
 * lock among them.
 */
export function forgetSignInFailures(db: Database, userKey: string): Promise<boolean> {
  return deleteFailureRowsOf(db, storedKeyOf(userKey));
}
