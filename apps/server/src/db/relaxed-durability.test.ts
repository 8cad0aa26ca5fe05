import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { isPostgres } from './create-database.js';
import { relaxedDurabilityTransaction } from './relaxed-durability.js';

describe('relaxedDurabilityTransaction', () => {
  it('commits the work and leaves the connection as strict as before', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await relaxedDurabilityTransaction(db, (trx) =>
        trx
          .insertInto('rate_limit_counters')
          .values({ bucket: 'b', window_start: 'w', hits: 1, expires_at: 'e' })
          .execute(),
      );
      const rows = await db.selectFrom('rate_limit_counters').select('hits').execute();
      expect(rows).toEqual([{ hits: 1 }]);
      if (!isPostgres(db)) {
        // 2 is FULL: every other commit still waits for the disk.
        const { rows: pragma } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
        expect(pragma[0]?.synchronous).toBe(2);
      }
    } finally {
      await cleanup();
    }
  });

  it('rolls the work back when it fails', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await expect(
        relaxedDurabilityTransaction(db, async (trx) => {
          await trx
            .insertInto('rate_limit_counters')
            .values({ bucket: 'b', window_start: 'w', hits: 1, expires_at: 'e' })
            .execute();
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect(await db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
