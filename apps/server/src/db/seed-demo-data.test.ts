import { parseOptions, verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailuresOf } from '../testing/sign-in-failure-counts.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createDatabase, type Database, isPostgres } from './create-database.js';
import {
  demoPassword,
  hashedDemoRows,
  insertDemoRows,
  seedDemoData,
  seedLockId,
} from './seed-demo-data.js';

let t: TestDatabase;
const seededAt = new Date('2026-03-15T12:00:00.000Z');
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.cleanup());

describe('seedDemoData', () => {
  // The seed makes about eighty argon2id hashes (passwords, SSNs twice, answers): on a busy
  // 2-core machine that outlasts the tests' 20 s, so this one has the hooks' 60 s.
  it('creates the demo accounts in an empty database, and nothing the second time', async () => {
    expect(await seedDemoData(t.db, seededAt)).toEqual({ seeded: true });
    expect(await seedDemoData(t.db, seededAt)).toEqual({ seeded: false });

    const members = await t.db
      .selectFrom('members')
      .select(['user_id', 'product_line'])
      .orderBy('user_id')
      .execute();
    expect(members).toEqual([
      { user_id: 'fed.address', product_line: 'MFB' },
      { user_id: 'fed.annuitant', product_line: 'MFB' },
      { user_id: 'fed.late', product_line: 'MFB' },
      { user_id: 'fed.locked', product_line: 'MFB' },
      { user_id: 'fed.member', product_line: 'MFB' },
      { user_id: 'fed.mfa', product_line: 'MFB' },
      { user_id: 'fed.new', product_line: 'MFB' },
      { user_id: 'fed.nohome', product_line: 'MFB' },
      { user_id: 'fed.recover', product_line: 'MFB' },
      { user_id: 'fed.settings', product_line: 'MFB' },
      { user_id: 'fed.twostep', product_line: 'MFB' },
      { user_id: 'fed.verify', product_line: 'MFB' },
      { user_id: 'ind.alert', product_line: 'MP' },
      { user_id: 'ind.member', product_line: 'MP' },
      { user_id: 'ind.new', product_line: 'MP' },
      { user_id: 'ind.nohome', product_line: 'MP' },
      { user_id: 'ind.recover', product_line: 'MP' },
      { user_id: 'ind.settings', product_line: 'MP' },
      { user_id: 'ind.twostep', product_line: 'MP' },
      { user_id: 'mil.family', product_line: 'MFB' },
      { user_id: 'mil.member', product_line: 'MFB' },
    ]);
    // The second call added no rows anywhere.
    // fed.member's spouse and child, fed.annuitant's spouse (issue 21).
    expect(await t.db.selectFrom('dependents').select('dependent_id').execute()).toHaveLength(3);
    expect(await t.db.selectFrom('bank_accounts').select('bank_id').execute()).toHaveLength(3);
  }, 60_000);

  it('hashes every password with argon2id at the OWASP parameters, each with its own salt', async () => {
    const rows = await t.db.selectFrom('members').select('password_hash').execute();
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(parseOptions(password_hash)).toMatchObject({
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      });
      expect(await verify(password_hash, demoPassword)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('enrolls fed.member in the High legal plan for self and family, covering spouse and child', async () => {
    const enrollment = await t.db
      .selectFrom('enrollments')
      .innerJoin('members', 'members.member_id', 'enrollments.member_id')
      .selectAll('enrollments')
      .where('members.user_id', '=', 'fed.member')
      .executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({
      program_id: 'LAW',
      plan_id: 'LAW-H',
      plan_tier: 'H',
      coverage_tier: 'SF',
      rate_code: 'R01',
      effective_date: '2026-01-01',
      end_date: '2026-12-31',
      plan_year: 2026,
      status: 'active',
      // Payroll deduction (spec section 3 payment type 14), renewing by itself.
      payment_type: '14',
      auto_renew: 1,
      policy_number: 'LAW-2026-7100000001',
    });
    const covered = await t.db
      .selectFrom('enrollment_dependents')
      .innerJoin('dependents', 'dependents.dependent_id', 'enrollment_dependents.dependent_id')
      .select([
        'dependents.dependent_type',
        'dependents.relationship',
        'dependents.first_name',
        'enrollment_dependents.from_date',
      ])
      .where('enrollment_dependents.enrollment_id', '=', enrollment.enrollment_id)
      .orderBy('dependents.dependent_type', 'desc')
      .execute();
    expect(covered).toEqual([
      { dependent_type: 'S', relationship: 'S', first_name: 'Alex', from_date: '2026-01-01' },
      { dependent_type: 'C', relationship: 'X', first_name: 'Mia', from_date: '2026-01-01' },
    ]);
  });

  it('gives fed.member one bank in use, one pending use and one unused marked for delete', async () => {
    const banks = await t.db
      .selectFrom('bank_accounts')
      .select(['status_cd', 'delete_flag'])
      .where('member_id', '=', '7100000001')
      .orderBy('status_cd')
      .execute();
    expect(banks).toEqual([
      { status_cd: 'E', delete_flag: 'N' },
      { status_cd: 'FE', delete_flag: 'N' },
      { status_cd: 'N', delete_flag: 'Y' },
    ]);
  });

  it('gives every member identity facts with a hashed SSN, and all but fed.new security questions', async () => {
    const facts = await t.db
      .selectFrom('member_identity_facts')
      .innerJoin('members', 'members.member_id', 'member_identity_facts.member_id')
      .select(['members.user_id', 'member_identity_facts.ssn_hash'])
      .execute();
    expect(facts).toHaveLength(21);
    for (const { ssn_hash } of facts) {
      expect(ssn_hash).toMatch(/^\$argon2id\$/);
      expect(ssn_hash).not.toContain('900');
    }
    // The lookup hash of migration 0010 too: 64 hex digits, one per SSN, none alike.
    const lookups = await t.db.selectFrom('member_identity_facts').select('ssn_lookup').execute();
    const values = lookups.map((row) => row.ssn_lookup);
    for (const value of values) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(values).size).toBe(21);
    const answers = await t.db
      .selectFrom('security_answers')
      .innerJoin('members', 'members.member_id', 'security_answers.member_id')
      .select(['members.user_id', 'security_answers.question_id', 'security_answers.answer_hash'])
      .execute();
    expect(new Set(answers.map((row) => row.user_id)).has('fed.new')).toBe(false);
    expect(answers).toHaveLength(20 * 3);
    for (const { answer_hash } of answers) expect(answer_hash).toMatch(/^\$argon2id\$/);
    const due = await t.db
      .selectFrom('members')
      .select('user_id')
      .where('security_check_due', '=', 1)
      .execute();
    expect(due).toEqual([{ user_id: 'fed.verify' }]);
  });

  it('seeds the other states: two-step, two-step without a method, locked, new, individual', async () => {
    const byUser = Object.fromEntries(
      (await t.db.selectFrom('members').selectAll().execute()).map((row) => [row.user_id, row]),
    );
    expect(byUser['fed.twostep']).toMatchObject({ two_factor_enabled: 1, two_factor_pref: 'E' });
    expect(byUser['fed.mfa']).toMatchObject({ two_factor_enabled: 1, two_factor_pref: null });
    expect(byUser['ind.twostep']).toMatchObject({ two_factor_enabled: 1, two_factor_pref: 'S' });
    // Locked from every address, as a hundred failed sign-ins leave it.
    expect((await signInFailuresOf(t.db, 'fed.locked')).everywhere).toMatchObject({
      failed_count: 100,
      locked_at: seededAt.toISOString(),
    });
    expect(byUser['fed.new']).toMatchObject({ work_email_ind: 'I' });
    expect(byUser['ind.alert']).toMatchObject({ work_email_ind: 'I' });
    // Every demo member has a residence but fed.nohome and ind.nohome, whose profiles are left
    // incomplete (issue 19).
    const residents = await t.db
      .selectFrom('member_addresses')
      .innerJoin('members', 'members.member_id', 'member_addresses.member_id')
      .select(['members.user_id', 'member_addresses.verification'])
      .where('address_type', '=', 'R')
      .execute();
    expect(residents).toHaveLength(19);
    expect(residents.map((row) => row.user_id)).not.toContain('fed.nohome');
    expect(residents.map((row) => row.user_id)).not.toContain('ind.nohome');
    expect(new Set(residents.map((row) => row.verification))).toEqual(new Set(['V']));
    const sponsors = await t.db
      .selectFrom('member_sponsors')
      .innerJoin('members', 'members.member_id', 'member_sponsors.member_id')
      .select([
        'members.user_id',
        'member_sponsors.branch_of_service',
        'member_sponsors.date_of_birth',
      ])
      .orderBy('members.user_id')
      .execute();
    // The sponsor's date of birth is counted from the seed's clock (35 years and 100 days back).
    expect(sponsors).toEqual([
      { user_id: 'mil.family', branch_of_service: null, date_of_birth: '1990-12-05' },
      { user_id: 'mil.member', branch_of_service: 'ARMY', date_of_birth: null },
    ]);
    const fedNewEnrollments = await t.db
      .selectFrom('enrollments')
      .select('enrollment_id')
      .where('member_id', '=', byUser['fed.new']?.member_id ?? '')
      .execute();
    expect(fedNewEnrollments).toEqual([]);
    const individual = await t.db
      .selectFrom('enrollments')
      .select(['plan_tier', 'program_id'])
      .where('member_id', '=', byUser['ind.member']?.member_id ?? '')
      .execute();
    expect(individual).toEqual([{ plan_tier: 'H', program_id: 'LAW' }]);
    // Seeded in March, before open season: mil.member's open-season election is this year's.
    const military = await t.db
      .selectFrom('enrollments')
      .select(['plan_id', 'plan_year', 'status', 'kind'])
      .where('member_id', '=', byUser['mil.member']?.member_id ?? '')
      .execute();
    expect(military).toEqual([
      { plan_id: 'LAW-S', plan_year: 2026, status: 'active', kind: 'openSeason' },
    ]);
    // fed.new was hired 20 days before the seed: a new hire, paid every two weeks.
    const fedNewAffiliation = await t.db
      .selectFrom('member_affiliations')
      .select(['pay_frequency', 'hire_date'])
      .where('member_id', '=', byUser['fed.new']?.member_id ?? '')
      .executeTakeFirstOrThrow();
    expect(fedNewAffiliation).toEqual({ pay_frequency: 'B', hire_date: '2026-02-23' });
    for (const member of Object.values(byUser)) {
      expect(member.work_email).toMatch(/@example\.(com|org)$/);
      expect(member.day_time_phone).toMatch(/55501\d\d$/);
    }
  });
});

describe('seedDemoData from several instances at once', () => {
  it('seeds an empty database once when two instances start together, and neither fails', async () => {
    const empty = await createTestDatabase();
    // Each instance has its own connections, as two processes would (SQLite: one per process).
    const postgres = isPostgres(empty.db);
    const otherInstance = postgres ? createDatabase(empty.config) : empty.db;
    try {
      // Both have hashed their rows and found no members; now both insert at the same moment.
      const rows = await hashedDemoRows(empty.db, seededAt);
      const seedBoth = () =>
        Promise.all([
          insertDemoRows(empty.db, rows, seededAt),
          insertDemoRows(otherInstance, rows, seededAt),
        ]);
      let outcomes: { seeded: boolean }[];
      if (postgres) {
        outcomes = await empty.db.connection().execute(async (holder) => {
          // Hold the seed's lock, as a third instance seeding would: both queue on it in the
          // database, rather than both finding no members and one failing on the other's keys.
          await sql`select pg_advisory_lock(${sql.lit(seedLockId)})`.execute(holder);
          const seeding = seedBoth();
          await expect.poll(() => waitingOnAdvisoryLocks(holder), { timeout: 15_000 }).toBe(2);
          await sql`select pg_advisory_unlock(${sql.lit(seedLockId)})`.execute(holder);
          return seeding;
        });
      } else {
        outcomes = await seedBoth();
      }
      expect(outcomes.map((outcome) => outcome.seeded).sort()).toEqual([false, true]);
      const members = await empty.db.selectFrom('members').select('member_id').execute();
      expect(members).toHaveLength(rows.memberRows.length);
      expect(await empty.db.selectFrom('bank_accounts').select('bank_id').execute()).toHaveLength(
        3,
      );
    } finally {
      if (postgres) await otherInstance.destroy();
      await empty.cleanup();
    }
    // Twelve argon2 hashes first, on a machine that may be busy.
  }, 60_000);
});

async function waitingOnAdvisoryLocks(db: Database): Promise<number> {
  const { rows } = await sql<{ waiting: string }>`
    select count(*) as waiting from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())`.execute(db);
  return Number(rows[0]?.waiting ?? 0);
}
