import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { migrateToLatest } from './migrate-to-latest.js';

describe('migrateToLatest', () => {
  it('is safe to run again on a migrated database', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await migrateToLatest(db);
      // A set: on PostgreSQL the introspection also lists other test files' schemas.
      const tables = [...new Set((await db.introspection.getTables()).map((table) => table.name))];
      tables.sort();
      expect(tables).toEqual([
        'account_drafts',
        'audit_events',
        'bank_accounts',
        'contact_messages',
        'dependents',
        'enrollment_dependents',
        'enrollments',
        'envelope_replays',
        'member_addresses',
        'member_affiliations',
        'member_identity_facts',
        'member_sponsors',
        'members',
        'outbox_messages',
        'password_history',
        'rate_limit_counters',
        'recovery_tokens',
        'security_answers',
        'service_keys',
        'sessions',
        'sign_in_failures',
        'two_step_sign_ins',
      ]);
    } finally {
      await cleanup();
    }
  });

  it('enforces the foreign keys (SQLite needs them switched on)', async () => {
    const { db, cleanup } = await createTestDatabase();
    try {
      await expect(
        db
          .insertInto('sessions')
          .values({
            session_id: 's1',
            token_hash: 'h1',
            member_id: 'nobody',
            created_at: '2026-01-01T00:00:00.000Z',
            last_seen_at: '2026-01-01T00:00:00.000Z',
            expires_at: '2026-01-01T12:00:00.000Z',
            revoked_at: null,
            product_line: 'MFB',
          })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
    } finally {
      await cleanup();
    }
  });
});
