import type { Insertable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { ServiceKeysTable } from '../db/database-schema.js';

/** The rows of service_keys: one key pair per purpose, shared by every instance of the service. */

/** Stores a key pair unless one of its purpose is there already: the first one stored stays. */
export async function insertServiceKeysIfAbsent(
  db: Database,
  row: Insertable<ServiceKeysTable>,
): Promise<void> {
  await db
    .insertInto('service_keys')
    .values(row)
    .onConflict((conflict) => conflict.column('purpose').doNothing())
    .execute();
}

export function findServiceKeys(db: Database, purpose: string) {
  return db
    .selectFrom('service_keys')
    .select(['key_id', 'public_jwk', 'private_jwk'])
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
