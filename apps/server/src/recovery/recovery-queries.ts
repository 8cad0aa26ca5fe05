import type { ProductFlag } from '@portal/forms/code-lists';
import type { Database } from '../db/create-database.js';

/*
 * The member rows account recovery reads and changes. Its tokens are in recovery-token-queries.ts.
 */

/**
 * The members of an edition born on a date, each with the argon2id hash of their SSN: the
 * candidates of a find-account attempt (the date of birth narrows the search; the last name and
 * the SSN are compared by the caller).
 */
export function membersBornOn(db: Database, dateOfBirth: string, productFlag: ProductFlag) {
  return db
    .selectFrom('member_identity_facts')
    .innerJoin('members', 'members.member_id', 'member_identity_facts.member_id')
    .selectAll('members')
    .select('member_identity_facts.ssn_hash')
    .where('member_identity_facts.date_of_birth', '=', dateOfBirth)
    .where('members.product_line', '=', productFlag)
    .execute();
}

/**
 * A password reset from a link unlocks the account, and sets whether the next sign-in asks a
 * security question. Pass the transaction of the reset.
 */
export async function unlockMemberAfterReset(
  db: Database,
  memberId: string,
  { securityCheckDue }: { securityCheckDue: boolean },
): Promise<void> {
  await db
    .updateTable('members')
    .set({ locked_at: null, security_check_due: securityCheckDue ? 1 : 0 })
    .where('member_id', '=', memberId)
    .execute();
}
