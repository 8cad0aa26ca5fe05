import { describe, expect, it } from 'vitest';
import { listMemberBanks } from '../banks/bank-queries.js';
import { createTestDatabase } from '../testing/test-database.js';
import { seedDemoData } from './seed-demo-data.js';

const today = '2026-11-25';

describe('preparedQuery', () => {
  it('binds new values to the query compiled once', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await seedDemoData(db);
      expect(await listMemberBanks(db, '7100000001', today)).toHaveLength(3);
      expect(await listMemberBanks(db, '7200000001', today)).toEqual([]);
      expect(await listMemberBanks(db, '7100000001', today)).toHaveLength(3);
    } finally {
      await cleanup();
    }
  });

  it("never reads another request's uncommitted writes", async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await seedDemoData(db);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => {};
      const insertDone = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // A transaction that writes, then waits (as a request awaiting something would), then fails.
      const transaction = db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('bank_accounts')
            .set({ status_cd: 'I' })
            .where('member_id', '=', '7100000001')
            .execute();
          inserted();
          await held;
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await insertDone;

      const read = listMemberBanks(db, '7100000001', today);
      release();
      await transaction;
      expect(await read).toHaveLength(3);
    } finally {
      await cleanup();
    }
  });
});
