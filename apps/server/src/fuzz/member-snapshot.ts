import type { Database } from '../db/create-database.js';

/**
 * Columns a refused call may still change: the session check counts the call as the member's
 * activity (the idle clock, platform/session-queries.ts touchLiveSession) before the envelope or
 * the contract refuses it.
 */
const activityColumns: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_seen_at'],
};

/** Every row the members own, by member and table ('<member id>/<table>'), as text to compare. */
export type MemberSnapshot = Map<string, string>;

/**
 * Reads every row of the given members from every table with a member_id column (found by
 * introspection, so a table a later migration adds is watched with no edit here).
 */
export class MemberSnapshots {
  private tables: string[] | undefined;

  constructor(
    private readonly db: Database,
    private readonly memberIds: readonly string[],
  ) {}

  async take(): Promise<MemberSnapshot> {
    this.tables ??= (await this.db.introspection.getTables())
      .filter((table) => table.columns.some((column) => column.name === 'member_id'))
      .map((table) => table.name)
      .sort();
    const snapshot: MemberSnapshot = new Map();
    // All at once: on PostgreSQL each read is a round trip, and the pool has room for them.
    const tables = this.tables;
    const rowsOfTables = await Promise.all(
      tables.map((table) =>
        // biome-ignore lint/suspicious/noExplicitAny: tables found at run time have no static type.
        (this.db as any)
          .selectFrom(table)
          .selectAll()
          .where('member_id', 'in', this.memberIds)
          .execute(),
      ),
    );
    for (const [index, table] of tables.entries()) {
      const rows = rowsOfTables[index];
      const ignored = activityColumns[table] ?? [];
      for (const memberId of this.memberIds) {
        const lines = rows
          .filter((row: Record<string, unknown>) => row.member_id === memberId)
          .map((row: Record<string, unknown>) => comparable(row, ignored))
          .sort();
        snapshot.set(`${memberId}/${table}`, lines.join('\n'));
      }
    }
    return snapshot;
  }
}

/** The tables whose rows differ, with the lines that changed; empty when nothing did. */
export function snapshotDifferences(
  before: MemberSnapshot,
  after: MemberSnapshot,
  memberId?: string,
): string[] {
  const differences: string[] = [];
  for (const [table, rows] of after) {
    if (memberId !== undefined && !table.startsWith(`${memberId}/`)) continue;
    const earlier = before.get(table) ?? '';
    if (earlier === rows) continue;
    const was = new Set(earlier.split('\n'));
    const now = new Set(rows.split('\n'));
    const gone = [...was].filter((line) => !now.has(line));
    const added = [...now].filter((line) => !was.has(line));
    differences.push(`${table}: -${JSON.stringify(gone)} +${JSON.stringify(added)}`);
  }
  return differences;
}

function comparable(row: Record<string, unknown>, ignored: readonly string[]): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !ignored.includes(column))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}
