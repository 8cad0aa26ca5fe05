import { bankStatusCodes } from '@portal/api/banks';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { EnrollmentStatus, PortalDatabase } from '../db/database-schema.js';
import { preparedQuery } from '../db/prepared-query.js';

/**
 * Every query here is scoped by member id: a bank of another member is, to these functions,
 * simply not there.
 */

/** Payment type 16, automatic bank withdrawal (spec section 3). */
const automaticWithdrawal = '16';
const liveStatuses: EnrollmentStatus[] = ['pending', 'active', 'future'];

/**
 * The live automatic-withdrawal enrollments that name the bank of the current `bank_accounts`
 * row: not cancelled, and not ended by `today` (issue 21, domain.md section 6). The one
 * definition of the link, for the list (what each bank's status reads as) and for the delete (its
 * WHERE clause); found through the `enrollments_by_bank` index.
 *
 * The rule's own constants are SQL literals, not bound values: SQLite re-prepares this
 * subquery's statement whenever `payment_type = ?` is bound anew (about 30 µs of CPU, every
 * call of the bank list); with the literal it runs in about 6.
 */
function liveWithdrawalLinks(
  eb: ExpressionBuilder<PortalDatabase, 'bank_accounts'>,
  today: string,
) {
  return eb
    .selectFrom('enrollments')
    .whereRef('enrollments.bank_id', '=', 'bank_accounts.bank_id')
    .where('enrollments.payment_type', '=', sql.lit(automaticWithdrawal))
    .where(
      'enrollments.status',
      'in',
      liveStatuses.map((status) => sql.lit(status)),
    )
    .where((inner) =>
      inner.or([
        inner('enrollments.end_date', 'is', null),
        inner('enrollments.end_date', '>=', today),
      ]),
    );
}

/**
 * The member's banks that are not deleted, each with `link_status`: 'E' (in use) when a live
 * automatic-withdrawal enrollment naming it is in force by `today`, 'FE' (pending use) when the
 * only ones are pending or start later, null when none names it ('E' sorts before 'FE', so MIN
 * picks in use over pending use). One statement, compiled once: the bank dashboard's every load
 * and every signed-in bank check of the enrollment steps.
 */
const selectMemberBanks = preparedQuery((db, values: { memberId: string; today: string }) =>
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
    .select((eb) =>
      liveWithdrawalLinks(eb, values.today)
        // The member's own enrollments: what the list shows is read from their data only.
        .whereRef('enrollments.member_id', '=', 'bank_accounts.member_id')
        .select((link) =>
          link.fn
            .min<'E' | 'FE'>(
              link
                .case()
                .when(
                  link.and([
                    link('enrollments.status', '!=', sql.lit('pending')),
                    link('enrollments.effective_date', '<=', values.today),
                  ]),
                )
                .then(sql.lit(bankStatusCodes.inUse))
                .else(sql.lit(bankStatusCodes.pendingUse))
                .end(),
            )
            .as('link'),
        )
        .as('link_status'),
    )
    .where('member_id', '=', values.memberId)
    .where('status_cd', '!=', bankStatusCodes.deleted),
);

export function listMemberBanks(db: Database, memberId: string, today: string) {
  return selectMemberBanks(db, { memberId, today });
}

export type MemberBankRow = Awaited<ReturnType<typeof listMemberBanks>>[number];

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
    .where((eb) => eb.not(eb.exists(liveWithdrawalLinks(eb, today).select('enrollment_id'))))
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
