import { storedKeyOf } from '../auth/sign-in-failures.js';
import type { Database } from '../db/create-database.js';
import type { SignInFailuresTable } from '../db/database-schema.js';

export interface SignInFailureCounts {
  /** The count from one client address (requests made with `inject` come from 127.0.0.1). */
  from: (address: string) => SignInFailuresTable | undefined;
  /** The count from every address. */
  everywhere: SignInFailuresTable | undefined;
  /** How many rows the user id has: 0 when nothing is counted. */
  rows: number;
}

/** The failed sign-ins counted for a user id (auth/sign-in-failures.ts; keys stored hashed). */
export async function signInFailuresOf(
  db: Database,
  userKey: string,
): Promise<SignInFailureCounts> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .selectAll()
    .where('user_key', '=', storedKeyOf(userKey))
    .execute();
  const byAddress = new Map(rows.map((row) => [row.client_address, row]));
  return {
    from: (address) => byAddress.get(storedKeyOf(address)),
    everywhere: byAddress.get('*'),
    rows: rows.length,
  };
}
