import { randomUUID } from 'node:crypto';
import type { ProductFlag } from '@portal/forms/code-lists';
import { demoIdentityFacts } from '../db/seed-security-demo-data.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { HandlerReachedLog } from './handler-reached-log.js';

/** A demo member the harness signs in as, with the ids a valid request of theirs names. */
export interface FuzzMember {
  userId: string;
  memberId: string;
  productLine: ProductFlag;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  bankIds: string[];
}

/** The service under attack and the two members whose data must come out unchanged. */
export interface FuzzWorld {
  testApp: TestApp;
  log: HandlerReachedLog;
  /** Whose session the signed-in calls use, and whose ids valid-shaped requests name. */
  owner: FuzzMember;
  /** Another member of the same site: their ids in the owner's requests must find nothing. */
  other: FuzzMember;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh test database (SQLite or PostgreSQL, as test-app.ts decides), with the
 * demo members. Limits that would answer 429 long before a thousand calls are off (their own
 * tests cover them: platform/rate-limits.test.ts and the areas'): the harness attacks the calls,
 * not the limiter. Logs at debug level, to count the calls that reached a handler.
 */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const log = new HandlerReachedLog();
  const testApp = await createTestApp({
    logStream: log.stream,
    env: {
      LOG_LEVEL: 'debug',
      RATE_LIMIT_API_PER_MINUTE: '0',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '0',
      RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '0',
      RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER: '0',
      RATE_LIMIT_CONTACT_PER_HOUR: '0',
      RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: '0',
      RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: '0',
      RATE_LIMIT_RESET_LINKS_PER_MEMBER: '0',
      RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '0',
      RATE_LIMIT_USERNAME_CHECKS_PER_ADDRESS: '0',
      RATE_LIMIT_USERNAME_CHECKS_PER_DRAFT: '0',
      RATE_LIMIT_ACCOUNTS_PER_ADDRESS: '0',
      RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '0',
      LOCKOUT_THRESHOLD: '100',
    },
  });
  const owner = await memberOf(testApp, 'fed.member');
  const other = await memberOf(testApp, 'fed.settings');
  // The other member gets a deletable bank of their own, so that the owner's requests can name
  // it (and the snapshot can show it untouched).
  const [template] = await testApp.db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('member_id', '=', owner.memberId)
    .where('status_cd', '=', 'N')
    .execute();
  if (!template) throw new Error('fed.member has no unused bank in the demo data');
  const otherBankId = randomUUID();
  await testApp.db
    .insertInto('bank_accounts')
    .values({
      ...template,
      bank_id: otherBankId,
      member_id: other.memberId,
      last_modified_user: other.userId,
    })
    .execute();
  other.bankIds.push(otherBankId);
  return { testApp, log, owner, other, close: () => testApp.close() };
}

async function memberOf(testApp: TestApp, userId: string): Promise<FuzzMember> {
  const member = await testApp.db
    .selectFrom('members')
    .select(['member_id', 'product_line', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const banks = await testApp.db
    .selectFrom('bank_accounts')
    .select('bank_id')
    .where('member_id', '=', member.member_id)
    .execute();
  const facts = demoIdentityFacts[userId];
  if (!facts) throw new Error(`no identity facts for ${userId}`);
  return {
    userId,
    memberId: member.member_id,
    productLine: member.product_line,
    lastName: member.last_name,
    dateOfBirth: facts.dateOfBirth,
    ssn: facts.ssn,
    bankIds: banks.map((bank) => bank.bank_id),
  };
}
