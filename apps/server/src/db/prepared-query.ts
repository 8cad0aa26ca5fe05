import type { Compilable, CompiledQuery } from 'kysely';
import { type Database, sqliteConnectionOf } from './create-database.js';

type Values = Record<string, string | number | null>;
type Slot<P> = { key: keyof P } | { constant: unknown };

// NUL cannot occur in the service's own values, so a stand-in is never mistaken for a value.
const standInPrefix = '\u0000param:';
const standInSuffix = '\u0000';

function standInKey(parameter: unknown): string | undefined {
  if (typeof parameter !== 'string') return undefined;
  if (!parameter.startsWith(standInPrefix) || !parameter.endsWith(standInSuffix)) return undefined;
  return parameter.slice(standInPrefix.length, -standInSuffix.length);
}

/**
 * A read query that Kysely builds and compiles once per database; each call binds new values.
 * For the service's hottest reads (the session behind every call, the bank list): Kysely's
 * builder and compiler cost more than SQLite takes to run such a query.
 *
 * `build` receives stand-ins for the values and must use them only as query values (the
 * compiled query's parameters), never to choose the query's shape.
 *
 * On SQLite, outside a transaction, the statement runs directly on the connection's kept
 * statement, synchronously: nothing can interleave with a synchronous call, and a transaction
 * that another request holds open across an await (BEGIN ... COMMIT) is detected by
 * `inTransaction`, in which case the call goes through Kysely and waits its turn, so a read never
 * sees another request's uncommitted writes. On PostgreSQL every call goes through Kysely's pool.
 */
export function preparedQuery<P extends Values, Row>(
  build: (db: Database, values: P) => Compilable<Row>,
): (db: Database, values: P) => Promise<Row[]> {
  const compiled = new WeakMap<Database, { query: CompiledQuery<Row>; slots: Slot<P>[] }>();

  function compile(db: Database) {
    const standIns = new Proxy({} as P, {
      get: (_target, key) => `${standInPrefix}${String(key)}${standInSuffix}`,
    });
    const query = build(db, standIns).compile();
    const slots = query.parameters.map((parameter): Slot<P> => {
      const key = standInKey(parameter);
      return key !== undefined ? { key: key as keyof P } : { constant: parameter };
    });
    return { query, slots };
  }

  return async (db, values) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compile(db);
      compiled.set(db, entry);
    }
    const parameters = entry.slots.map((slot) =>
      'key' in slot ? values[slot.key] : slot.constant,
    );
    const connection = sqliteConnectionOf(db);
    if (connection && !connection.sqlite.inTransaction) {
      return connection.prepare(entry.query.sql).all(parameters) as Row[];
    }
    const result = await db.executeQuery<Row>({ ...entry.query, parameters });
    return result.rows;
  };
}
