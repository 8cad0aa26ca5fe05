import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password-hashing.js';
import { storedKeyOf } from '../auth/sign-in-failures.js';
import { sealedAccountColumns } from '../banks/account-number-sealing.js';
import {
  createEnrollmentSecrets,
  type EnrollmentSecrets,
} from '../enrollment/enrollment-secrets.js';
import { type Database, isPostgres } from './create-database.js';
import type { BankAccountsTable, NewMember } from './database-schema.js';
import { accountDemoRows, insertAccountDemoRows } from './seed-account-demo-data.js';
import { insertEnrollmentDemoRows } from './seed-enrollment-demo-data.js';
import { insertPlanDemoRows } from './seed-plan-demo-data.js';
import { insertSecurityDemoRows, securityDemoRows } from './seed-security-demo-data.js';

/** The advisory lock the demo seed takes on PostgreSQL (any number no other code uses). */
export const seedLockId = 7_100_000_001;

/** Every demo account signs in with this password (it is in the README, so never in production). */
export const demoPassword = 'Demo-Portal-2026';

type DemoMember = Omit<NewMember, 'user_id_normalized' | 'password_hash' | 'created_at'>;
type DemoBank = Pick<
  BankAccountsTable,
  'bank_name' | 'account_number' | 'account_type' | 'routing_number' | 'status_cd' | 'delete_flag'
>;

/** What most demo members share; each account below says only how it differs. */
const federalMemberDefaults = {
  product_line: 'MFB',
  other_phone: null,
  secondary_phone_type: null,
  other_email: null,
  other_email_ind: null,
  two_factor_pref: null,
  two_factor_enabled: 0,
  email_user_pref: 'Y',
  sms_user_pref: 'N',
  work_email_ind: 'V',
  address_invalid_flag: null,
  mail_address_invalid_flag: null,
  affiliation: 'F',
  employment_status: 'F',
  profile_complete: 1,
  locked_at: null,
  // Explicit although the column has a default: in a multi-row insert Kysely sends NULL on SQLite
  // for a column that some rows leave out.
  security_check_due: 0,
} as const satisfies Partial<DemoMember>;

/**
 * One account per interesting sign-in state; the README lists them. Contact details reach nobody:
 * 555-01xx numbers and example.com / example.org addresses.
 */
const demoMembers = {
  /** Enrolled federal employee with family and banks in every dashboard state. */
  fedMember: {
    ...federalMemberDefaults,
    member_id: '7100000001',
    user_id: 'fed.member',
    first_name: 'Jordan',
    last_name: 'Rivera',
    day_time_phone: '2025550101',
    primary_phone_type: 'M',
    other_phone: '2025550102',
    secondary_phone_type: 'O',
    work_email: 'jordan.rivera@example.org',
    other_email: 'jordan.rivera@example.com',
    other_email_ind: 'V',
  },
  /** Two-step verification by email: sign-in must stop at the second step. */
  fedTwoStep: {
    ...federalMemberDefaults,
    member_id: '7100000002',
    user_id: 'fed.twostep',
    first_name: 'Priya',
    last_name: 'Natarajan',
    day_time_phone: '2025550111',
    primary_phone_type: 'M',
    work_email: 'priya.natarajan@example.org',
    two_factor_pref: 'E',
    two_factor_enabled: 1,
  },
  /**
   * Two-step verification on without a preferred method yet: sign-in opens the multi-factor
   * sub-screen (promptMFA), and the method of the first code passed becomes the preference.
   */
  fedMfa: {
    ...federalMemberDefaults,
    member_id: '7100000020',
    user_id: 'fed.mfa',
    first_name: 'Dana',
    last_name: 'Whitfield',
    day_time_phone: '2025550151',
    primary_phone_type: 'M',
    work_email: 'dana.whitfield@example.org',
    two_factor_enabled: 1,
  },
  /** Locked from every address by failed sign-ins (a sign_in_failures row, below). */
  fedLocked: {
    ...federalMemberDefaults,
    member_id: '7100000003',
    user_id: 'fed.locked',
    first_name: 'Marcus',
    last_name: 'Bell',
    day_time_phone: '2025550121',
    primary_phone_type: 'H',
    work_email: 'marcus.bell@example.org',
    employment_status: 'A',
  },
  /** Not enrolled (a new hire), work email awaiting action ('I', the insert marker). */
  fedNew: {
    ...federalMemberDefaults,
    member_id: '7100000004',
    user_id: 'fed.new',
    first_name: 'Elena',
    last_name: 'Sokolova',
    day_time_phone: '2025550131',
    primary_phone_type: 'M',
    work_email: 'elena.sokolova@example.org',
    work_email_ind: 'I',
    profile_complete: 0,
  },
  /** Individual customer of the MP edition. */
  indMember: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000001',
    user_id: 'ind.member',
    first_name: 'Samuel',
    last_name: 'Okafor',
    day_time_phone: '3125550141',
    primary_phone_type: 'M',
    work_email: 'samuel.okafor@example.com',
    affiliation: null,
    employment_status: null,
  },
  /** Two-step verification by text message in the individual edition. */
  indTwoStep: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000020',
    user_id: 'ind.twostep',
    first_name: 'Lucia',
    last_name: 'Ferrante',
    day_time_phone: '3125550161',
    primary_phone_type: 'M',
    work_email: 'lucia.ferrante@example.com',
    affiliation: null,
    employment_status: null,
    two_factor_pref: 'S',
    two_factor_enabled: 1,
  },
  /** Asks a security question at sign-in, as the first sign-in after an account recovery does. */
  fedVerify: {
    ...federalMemberDefaults,
    member_id: '7100000005',
    user_id: 'fed.verify',
    first_name: 'Grace',
    last_name: 'Holloway',
    day_time_phone: '2025550151',
    primary_phone_type: 'M',
    work_email: 'grace.holloway@example.org',
    security_check_due: 1,
  },
  /** For trying Find your account and the temporary-password link without touching the others. */
  fedRecover: {
    ...federalMemberDefaults,
    member_id: '7100000006',
    user_id: 'fed.recover',
    first_name: 'Tomas',
    last_name: 'Lindqvist',
    day_time_phone: '2025550161',
    primary_phone_type: 'M',
    work_email: 'tomas.lindqvist@example.org',
  },
  /** For trying the security settings (password, questions, two-step). */
  fedSettings: {
    ...federalMemberDefaults,
    member_id: '7100000007',
    user_id: 'fed.settings',
    first_name: 'Hana',
    last_name: 'Kobayashi',
    day_time_phone: '2025550171',
    primary_phone_type: 'M',
    work_email: 'hana.kobayashi@example.org',
  },
  /**
   * No residence given (issue 19): sign-in answers login code 29 (needAddress) and the portal
   * opens the address step, which completes the profile.
   */
  fedNoHome: {
    ...federalMemberDefaults,
    member_id: '7100000009',
    user_id: 'fed.nohome',
    first_name: 'Nadia',
    last_name: 'Rahman',
    day_time_phone: '2025550177',
    primary_phone_type: 'M',
    work_email: 'nadia.rahman@example.org',
    profile_complete: 0,
  },
  /**
   * An address alert pending on both addresses (issue 19): sign-in answers login code 22
   * (addressZipInvalid) and the portal opens the address step; saving it clears both flags.
   */
  fedAddress: {
    ...federalMemberDefaults,
    member_id: '7100000008',
    user_id: 'fed.address',
    first_name: 'Omar',
    last_name: 'Haddad',
    day_time_phone: '2025550176',
    primary_phone_type: 'M',
    work_email: 'omar.haddad@example.org',
    address_invalid_flag: 'I',
    mail_address_invalid_flag: 'I',
  },
  /**
   * A military member (active duty, Army), their own sponsor, with everything on file (issue 19):
   * sign-in shows the four completion flags true.
   */
  milMember: {
    ...federalMemberDefaults,
    member_id: '7100000030',
    user_id: 'mil.member',
    first_name: 'Darnell',
    last_name: 'Brooks',
    day_time_phone: '2025550181',
    primary_phone_type: 'M',
    work_email: 'darnell.brooks@example.org',
    affiliation: 'M',
    employment_status: 'ACD',
  },
  /**
   * A family member of a military sponsor whose branch of service was never given (issue 19):
   * sign-in reports the sponsor's branch of service incomplete, and Log Out asks first.
   */
  milFamily: {
    ...federalMemberDefaults,
    member_id: '7100000031',
    user_id: 'mil.family',
    first_name: 'Renee',
    last_name: 'Brooks',
    day_time_phone: '2025550182',
    primary_phone_type: 'M',
    work_email: 'renee.brooks@example.org',
    affiliation: 'M',
    employment_status: 'FMM',
  },
  indRecover: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000002',
    user_id: 'ind.recover',
    first_name: 'Amara',
    last_name: 'Osei',
    day_time_phone: '3125550181',
    primary_phone_type: 'M',
    work_email: 'amara.osei@example.com',
    affiliation: null,
    employment_status: null,
  },
  indSettings: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000003',
    user_id: 'ind.settings',
    first_name: 'Lucia',
    last_name: 'Moreno',
    day_time_phone: '3125550191',
    primary_phone_type: 'M',
    work_email: 'lucia.moreno@example.com',
    affiliation: null,
    employment_status: null,
  },
  /**
   * fed.nohome's twin in the individual edition: no residence given, so sign-in answers login
   * code 29 and opens the address step (the incomplete profile in both editions, issue 19).
   */
  indNoHome: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000009',
    user_id: 'ind.nohome',
    first_name: 'Tariq',
    last_name: 'Bakr',
    day_time_phone: '3125550199',
    primary_phone_type: 'M',
    work_email: 'tariq.bakr@example.com',
    affiliation: null,
    employment_status: null,
    profile_complete: 0,
  },
  /** Hired 61 days ago: just outside the new-hire window, inside the belated one (issue 21). */
  fedLate: {
    ...federalMemberDefaults,
    member_id: '7100000010',
    user_id: 'fed.late',
    first_name: 'Tomas',
    last_name: 'Lindqvist',
    day_time_phone: '2025550161',
    primary_phone_type: 'M',
    work_email: 'tomas.lindqvist@example.org',
  },
  /** An annuitant enrolled with the annuity deduction (payment type 15; issue 21). */
  fedAnnuitant: {
    ...federalMemberDefaults,
    member_id: '7100000011',
    user_id: 'fed.annuitant',
    first_name: 'Ruth',
    last_name: 'Abernathy',
    day_time_phone: '2025550171',
    primary_phone_type: 'H',
    work_email: 'ruth.abernathy@example.org',
    employment_status: 'A',
  },
  /** An individual customer with no plan yet, who enrolls online any day (issue 21). */
  indNew: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000004',
    user_id: 'ind.new',
    first_name: 'Priya',
    last_name: 'Raman',
    day_time_phone: '3125550151',
    primary_phone_type: 'M',
    work_email: 'priya.raman@example.com',
    affiliation: null,
    employment_status: null,
  },
  /**
   * fed.new's alert in the individual edition: the work email flagged invalid ('I'), so the red
   * dot leads to the alert in either edition (issue 22).
   */
  indAlert: {
    ...federalMemberDefaults,
    product_line: 'MP',
    member_id: '7200000005',
    user_id: 'ind.alert',
    first_name: 'Nadia',
    last_name: 'Kowalski',
    day_time_phone: '3125550171',
    primary_phone_type: 'M',
    work_email: 'nadia.kowalski@example.com',
    work_email_ind: 'I',
    affiliation: null,
    employment_status: null,
  },
} satisfies Record<string, DemoMember>;

/** The demo accounts' usernames, as the README lists them. */
export const demoUserIds: readonly string[] = Object.values(demoMembers).map(
  (member) => member.user_id,
);

/** The account numbers as a member would type them; they are stored sealed (insertDemoRows). */
const fedMemberBanks: DemoBank[] = [
  {
    bank_name: 'Capital Federal Credit Union',
    account_number: '4400123456',
    account_type: 'C',
    routing_number: '091002347',
    status_cd: 'E',
    delete_flag: 'N',
  },
  {
    bank_name: 'Riverside Savings Bank',
    account_number: '7700456789',
    account_type: 'S',
    routing_number: '086028815',
    status_cd: 'FE',
    delete_flag: 'N',
  },
  {
    bank_name: 'Old Harbor Bank',
    account_number: '1200987654',
    account_type: 'C',
    routing_number: '073915546',
    status_cd: 'N',
    delete_flag: 'Y',
  },
];

/**
 * Creates the demo accounts when the members table is empty; otherwise does nothing, so every
 * start may call it. All of it lands in one transaction or none of it does. The banks' account
 * numbers are sealed with `secrets`, the service's (main.ts); without them (the test suites'
 * template) under a key made for the seed alone: they then open nowhere, which nothing needs.
 */
export async function seedDemoData(
  db: Database,
  now = new Date(),
  secrets: EnrollmentSecrets = createEnrollmentSecrets(null),
): Promise<{ seeded: boolean }> {
  // A cheap look first so an existing database does not pay for an argon2 hash per demo account;
  // the look inside the transaction below is the one that decides.
  if (await hasMembers(db)) return { seeded: false };
  // Hash outside the transaction: 50 ms of CPU should not hold SQLite's write lock.
  return insertDemoRows(db, await hashedDemoRows(db, now), now, secrets);
}

/** The demo rows that cost an argon2 hash each (passwords, security answers, SSNs). */
export async function hashedDemoRows(db: Database, now: Date) {
  const createdAt = now.toISOString();
  const memberRows = await Promise.all(
    Object.values(demoMembers).map(async (member) => ({
      ...member,
      user_id_normalized: member.user_id.toLowerCase(),
      password_hash: await hashPassword(demoPassword),
      created_at: createdAt,
    })),
  );
  const securityRows = await securityDemoRows(Object.values(demoMembers), createdAt);
  const accountRows = await accountDemoRows(db, Object.values(demoMembers), now);
  return { memberRows, securityRows, accountRows };
}

/**
 * Inserts the demo data in one transaction unless the members table has rows by then. Instances
 * starting together on an empty PostgreSQL database would both see no members at READ COMMITTED
 * and the second would fail on the first one's keys: they take turns on an advisory lock held
 * until commit (`seedLockId`), and the second then sees the first one's rows.
 */
export function insertDemoRows(
  db: Database,
  { memberRows, securityRows, accountRows }: Awaited<ReturnType<typeof hashedDemoRows>>,
  now: Date,
  secrets: EnrollmentSecrets = createEnrollmentSecrets(null),
): Promise<{ seeded: boolean }> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(${sql.lit(seedLockId)})`.execute(trx);
    }
    if (await hasMembers(trx)) return { seeded: false };

    await trx.insertInto('members').values(memberRows).execute();
    await insertSecurityDemoRows(trx, securityRows);
    await insertAccountDemoRows(trx, accountRows);
    await trx
      .insertInto('sign_in_failures')
      .values({
        user_key: storedKeyOf(demoMembers.fedLocked.user_id),
        client_address: '*',
        failed_count: 100,
        last_failed_at: createdAt,
        locked_at: createdAt,
      })
      .execute();

    const fed = demoMembers.fedMember;
    const spouseId = randomUUID();
    const childId = randomUUID();
    await trx
      .insertInto('dependents')
      .values([
        {
          dependent_id: spouseId,
          member_id: fed.member_id,
          first_name: 'Alex',
          last_name: 'Rivera',
          dependent_type: 'S',
          relationship: 'S',
          date_of_birth: '1986-04-12',
          created_at: createdAt,
        },
        {
          dependent_id: childId,
          member_id: fed.member_id,
          first_name: 'Mia',
          last_name: 'Rivera',
          dependent_type: 'C',
          // X: biological child under 21.
          relationship: 'X',
          date_of_birth: '2016-09-03',
          created_at: createdAt,
        },
      ])
      .execute();

    await insertPlanDemoRows(
      trx,
      {
        fedMember: fed.member_id,
        spouseId,
        childId,
        indMember: demoMembers.indMember.member_id,
        fedNew: demoMembers.fedNew.member_id,
        milMember: demoMembers.milMember.member_id,
      },
      now,
    );
    await insertEnrollmentDemoRows(
      trx,
      {
        fedLate: demoMembers.fedLate.member_id,
        fedAnnuitant: demoMembers.fedAnnuitant.member_id,
      },
      now,
    );

    await trx
      .insertInto('bank_accounts')
      .values(
        fedMemberBanks.map(({ account_number, ...bank }) => {
          const bankId = randomUUID();
          return {
            ...bank,
            // Never in plain text, as every bank the service saves (account-number-sealing.ts).
            ...sealedAccountColumns(secrets, bankId, account_number),
            bank_id: bankId,
            member_id: fed.member_id,
            last_modified_user: fed.user_id,
            created_at: createdAt,
          };
        }),
      )
      .execute();

    return { seeded: true };
  });
}

async function hasMembers(db: Database): Promise<boolean> {
  const row = await db.selectFrom('members').select('member_id').limit(1).executeTakeFirst();
  return row !== undefined;
}
