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
 * The member's banks that an automatic-withdrawal enrollment (payment type 16) names and that is
 * not cancelled and has not ended by `today` (issue 21, domain.md section 6): 'E' (in use) when
 * that enrollment is in force, 'FE' (pending use) when it is pending or starts later.
 */
export async function bankLinks(
  db: Database,
  memberId: string,
  today: string,
): Promise<Map<string, 'E' | 'FE'>> {
  const rows = await db
    .selectFrom('enrollments')
    .select(['bank_id', 'status', 'effective_date'])
    .where('member_id', '=', memberId)
    .where('payment_type', '=', '16')
    .where('bank_id', 'is not', null)
    .where('status', 'in', ['pending', 'active', 'future'])
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .execute();
  const links = new Map<string, 'E' | 'FE'>();
  for (const row of rows) {
    if (!row.bank_id) continue;
    const inForce = row.status !== 'pending' && row.effective_date <= today;
    if (inForce) links.set(row.bank_id, 'E');
    else if (!links.has(row.bank_id)) links.set(row.bank_id, 'FE');
  }
  return links;
}

/**
 * Deletes (status I) a bank of the member only if it is deletable: no live automatic-withdrawal
 * enrollment names it (the link, issue 21), its stored status is unused (N: banks from before the
 * link keep the state they were given) and it is flagged for delete (Y). The rules are in the
 * WHERE clause, so an enrollment submitted at the same moment cannot slip between a check and the
 * update. Returns the bank's name when a row changed.
 */
export async function deleteDeletableBank(
  db: Database,
  memberId: string,
  bankId: string,
  today: string,
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
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollments')
            .select('enrollments.enrollment_id')
            .whereRef('enrollments.bank_id', '=', 'bank_accounts.bank_id')
            .where('enrollments.payment_type', '=', '16')
            .where('enrollments.status', 'in', ['pending', 'active', 'future'])
            .where((eb) =>
              eb.or([
                eb('enrollments.end_date', 'is', null),
                eb('enrollments.end_date', '>=', today),
              ]),
            ),
        ),
      ),
    )
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

/** Banks whose account number is still in plain text (written before it was sealed). */
export function listPlainAccountNumbers(db: Database) {
  return db
    .selectFrom('bank_accounts')
    .select(['bank_id', 'account_number'])
    .where('account_sealed', 'is', null)
    .execute();
}

/** Stores a bank's sealed account number, only while it is still plain; true when it did. */
export async function storeSealedAccountNumber(
  db: Database,
  bankId: string,
  columns: { account_number: string; account_sealed: string; account_last4: string },
): Promise<boolean> {
  const result = await db
    .updateTable('bank_accounts')
    .set(columns)
    .where('bank_id', '=', bankId)
    .where('account_sealed', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
