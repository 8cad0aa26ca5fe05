import { bankStatusCodes } from '@portal/api/banks';
import type { Database } from '../db/create-database.js';
import { preparedQuery } from '../db/prepared-query.js';

/**
 * Every query here is scoped by member id: a bank of another member is, to these functions,
 * simply not there.
 */

/** The member's banks that are not deleted (compiled once: the bank dashboard's every load). */
const selectMemberBanks = preparedQuery((db, values: { memberId: string }) =>
  db
    .selectFrom('bank_accounts')
    .select([
      'bank_id',
      'member_id',
      'bank_name',
      'account_number',
      'account_type',
      'routing_number',
      'status_cd',
      'delete_flag',
    ])
    .where('member_id', '=', values.memberId)
    .where('status_cd', '!=', bankStatusCodes.deleted),
);

export function listMemberBanks(db: Database, memberId: string) {
  return selectMemberBanks(db, { memberId });
}

export type MemberBankRow = Awaited<ReturnType<typeof listMemberBanks>>[number];

/**
 * Deletes (status I) a bank of the member only if it is deletable: unused (N) and flagged for
 * delete (Y). The rule is in the WHERE clause, so a concurrent change of status cannot slip
 * between a check and the update. Returns the bank's name when a row changed.
 */
export async function deleteDeletableBank(
  db: Database,
  memberId: string,
  bankId: string,
): Promise<{ bankName: string } | undefined> {
  const row = await db
    .updateTable('bank_accounts')
    .set((eb) => ({
      status_cd: bankStatusCodes.deleted,
      last_modified_user: eb
        .selectFrom('members')
        .select('user_id')
        .where('members.member_id', '=', memberId),
    }))
    .where('bank_id', '=', bankId)
    .where('member_id', '=', memberId)
    .where('status_cd', '=', bankStatusCodes.unused)
    .where('delete_flag', '=', 'Y')
    .returning('bank_name')
    .executeTakeFirst();
  return row && { bankName: row.bank_name };
}

/** A bank of the member that is not deleted, with what decides whether it may be deleted. */
export function findMemberBank(db: Database, memberId: string, bankId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['status_cd', 'delete_flag'])
    .where('bank_id', '=', bankId)
    .where('member_id', '=', memberId)
    .where('status_cd', '!=', bankStatusCodes.deleted)
    .executeTakeFirst();
}
