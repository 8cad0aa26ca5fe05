import { describe, expect, it } from 'vitest';
import { isPostgres } from '../db/create-database.js';
import { createTestDatabase } from './test-database.js';

describe('createTestDatabase', () => {
  it('opens the kind of database PORTAL_TEST_DATABASE names, migrated and empty', async () => {
    const wanted = process.env.PORTAL_TEST_DATABASE || 'sqlite';
    const { db, config, cleanup } = await createTestDatabase();
    try {
      expect(config.kind).toBe(wanted === 'sqlite' ? 'sqlite' : 'postgres');
      expect(isPostgres(db)).toBe(wanted !== 'sqlite');
      expect(await db.selectFrom('members').select('member_id').execute()).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it('keeps test files apart: two test databases do not share rows', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db
        .insertInto('audit_events')
        .values({
          audit_id: 'a1',
          member_id: null,
          kind: 'logout',
          at: new Date().toISOString(),
          detail: null,
        })
        .execute();
      expect(await second.db.selectFrom('audit_events').select('audit_id').execute()).toEqual([]);
    } finally {
      await first.cleanup();
      await second.cleanup();
    }
  });
});
