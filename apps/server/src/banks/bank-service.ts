import { type Bank, bankStatusCodes } from '@portal/api/banks';
import { easternDateOf } from '@portal/forms/dates';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import {
  deleteDeletableBank,
  findMemberBank,
  listMemberBanks,
  type MemberBankRow,
} from './bank-queries.js';

/** Four asterisks and at most the last four digits: the length of the number is not given away. */
export function maskDigits(value: string): string {
  return `****${value.replace(/\D/g, '').slice(-4)}`;
}

const statusOrder: Record<string, number> = {
  [bankStatusCodes.inUse]: 0,
  [bankStatusCodes.pendingUse]: 1,
  [bankStatusCodes.unused]: 2,
};

/** A bank row as the legacy bank object (spec section 3); full numbers never leave this function. */
export function bankVo(
  row: Omit<MemberBankRow, 'status_cd' | 'link_status'> & { status_cd: string },
): Bank {
  const status = row.status_cd as Bank['strStatus_CD'];
  return {
    strMember_Id: row.member_id,
    lnBankId: row.bank_id,
    strBank_Nm: row.bank_name,
    strStatus_CD: status,
    strAcc_Nbr: maskDigits(row.account_number),
    strAcc_Type: row.account_type,
    strAba_Rout_Nbr: maskDigits(row.routing_number),
    strDeleteflg: row.delete_flag,
    strObjStatusFlag: status,
  };
}

/**
 * The member's banks: in use first, then pending use, then unused; by name within each. A bank an
 * automatic-withdrawal enrollment names is in use (or pending use) by that link, whatever its
 * stored status, and never offered for delete (issue 21). `today` is the service clock's date.
 */
export async function listBanks(
  db: Database,
  member: SignedInMember,
  today: string = easternDateOf(new Date()),
): Promise<Bank[]> {
  const stored = await listMemberBanks(db, member.memberId, today);
  const rows = stored.map(({ link_status, ...row }) =>
    link_status ? { ...row, status_cd: link_status, delete_flag: 'N' as const } : row,
  );
  return rows
    .sort(
      (a, b) =>
        (statusOrder[a.status_cd] ?? 9) - (statusOrder[b.status_cd] ?? 9) ||
        // Code-point order: stable across machines (localeCompare depends on the ICU locale).
        (a.bank_name < b.bank_name ? -1 : a.bank_name > b.bank_name ? 1 : 0),
    )
    .map(bankVo);
}

export type DeleteBankOutcome =
  | { kind: 'deleted' }
  /** No such bank of this member (unknown id, another member's, or already deleted). */
  | { kind: 'not-found' }
  /** In use (E) or pending use (FE) for a plan, or not flagged for delete. */
  | { kind: 'in-use' };

/**
 * Deletes a bank of the member (spec section 4: deleting sets the status code to I) when it is
 * not in use for any plan. "In use" is read from the enrollments that name the bank (a live
 * automatic-withdrawal enrollment, issue 21), and for banks from before that link from their
 * stored status (E, FE); the legacy delete flag must also be Y. Both rules are in
 * deleteDeletableBank's WHERE clause. The change and its audit row commit together.
 */
export function deleteBank(
  db: Database,
  member: SignedInMember,
  bankId: string,
  now: Date = new Date(),
  today: string = easternDateOf(now),
): Promise<DeleteBankOutcome> {
  return db.transaction().execute(async (trx) => {
    const deleted = await deleteDeletableBank(trx, member.memberId, bankId, today);
    if (deleted) {
      await recordAuditEvent(trx, {
        memberId: member.memberId,
        kind: 'bank.deleted',
        at: now,
        detail: { bankId, bankName: deleted.bankName },
      });
      return { kind: 'deleted' };
    }
    const bank = await findMemberBank(trx, member.memberId, bankId);
    if (!bank) return { kind: 'not-found' };
    await recordAuditEvent(trx, {
      memberId: member.memberId,
      kind: 'bank.delete-refused',
      at: now,
      detail: { bankId, status: bank.status_cd, deleteFlag: bank.delete_flag },
    });
    return { kind: 'in-use' };
  });
}
