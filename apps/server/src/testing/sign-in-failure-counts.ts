import type { Database } from '../db/create-database.js';
import type { SignInFailuresTable } from '../db/database-schema.js';

/**
 * The failed sign-ins counted for a user id (auth/sign-in-failures.ts), by client address; '*'
 * holds the count from every address. Requests made with `inject` come from 127.0.0.1.
 */
export async function signInFailuresOf(
  db: Database,
  userKey: string,
): Promise<Record<string, SignInFailuresTable>> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .selectAll()
    .where('user_key', '=', userKey)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.client_address, row]));
}
