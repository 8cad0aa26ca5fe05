import { randomInt } from 'node:crypto';
import type { ProductFlag } from '@portal/forms/code-lists';
import { sql } from 'kysely';
import type { Database } from '../db/create-database.js';

/*
 * The reads and writes of account creation that touch members (migration 0010). The duplicate
 * checks answer only "is there one", never which account: the caller says the spec's message and
 * nothing else.
 */

/** A member created online: 73 (federal) or 74 (individual) and eight random digits. */
export function newMemberId(edition: ProductFlag): string {
  const prefix = edition === 'MFB' ? '73' : '74';
  return `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function isSsnTaken(db: Database, ssnLookup: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_identity_facts')
    .select('member_id')
    .where('ssn_lookup', '=', ssnLookup)
    .executeTakeFirst();
  return row !== undefined;
}

/** Lower-cased emails compared with the members' work and other emails, lower-cased. */
function emailMatch(emails: readonly string[]) {
  return sql<boolean>`(lower(m.work_email) in (${sql.join(emails)}) or lower(m.other_email) in (${sql.join(emails)}))`;
}

/**
 * Spec section 8, 'account already exists for last name, email and state': a member with this
 * last name (case ignored), one of these emails and a residence in this state.
 */
export async function isNameEmailAndStateTaken(
  db: Database,
  { lastName, emails, state }: { lastName: string; emails: readonly string[]; state: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('member_addresses as a', 'a.member_id', 'm.member_id')
    .select('m.member_id')
    .where('a.address_type', '=', 'R')
    .where('a.state', '=', state)
    .where(sql<boolean>`lower(m.last_name) = ${lastName.toLowerCase()}`)
    .where(emailMatch(emails))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Spec section 8, 'emails already linked to another account'. */
export async function isAnyEmailLinked(db: Database, emails: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom('members as m')
    .select('m.member_id')
    .where(emailMatch(emails))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('member_id')
    .where('user_id_normalized', '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which unique index a failed insert broke, from the error either database raises: SQLite names
 * the table.column ('UNIQUE constraint failed: members.user_id_normalized'), PostgreSQL the index
 * (code 23505, constraint 'members_user_id_normalized_key'). Undefined for any other error.
 */
export function brokenUniqueIndexOf(error: unknown): 'username' | 'ssn' | 'member-id' | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, constraint } = error as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
  };
  const isUniqueViolation =
    code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT'));
  if (!isUniqueViolation) return undefined;
  const text = `${String(constraint ?? '')} ${String(message ?? '')}`;
  if (/user_id/.test(text)) return 'username';
  if (/ssn_lookup/.test(text)) return 'ssn';
  if (/member_id|members_pkey/.test(text)) return 'member-id';
  return undefined;
}
