import { type Database, isPostgres } from '../db/create-database.js';
import { hashSessionToken } from '../platform/session-tokens.js';

/*
 * createUserAccount made once per application (issue 19). The draft is the unit of the attempt,
 * whatever Idempotency-Key its requests carry: the transaction that creates the account locks the
 * draft's row first and turns it into a receipt (its answers and sealed SSNs wiped, the new
 * member's id kept) for `receiptSeconds`. A second createUserAccount of the same application (a
 * double click, two tabs, the client's retry after a lost answer) finds the receipt rather than
 * a draft, and signs in to the account made, with a new session bound to its own request's
 * session key, when its username and password are the account's. Idempotency keys could not do
 * this: a replayed answer would hand back the first request's token, bound to that request's
 * session key, which the retrying client does not hold.
 */

/** The last_step of a draft whose account was made. */
export const createdStep = 'CREATED';

/** How long a receipt answers a repeat: longer than any client's retries of one attempt. */
export const receiptSeconds = 15 * 60;

type Receipt = { memberId: string; productLine: string };

/**
 * Locks the draft's row for the transaction that creates the account (PostgreSQL: FOR UPDATE, so
 * a second creation waits for the first and then reads what it left; SQLite runs one write
 * transaction at a time). What the row is now: still a draft, the receipt of the member made from
 * it, or gone (Start again in another tab).
 */
export async function lockDraftForCreation(
  trx: Database,
  draftId: string,
): Promise<{ state: 'draft' } | { state: 'receipt'; memberId: string } | { state: 'gone' }> {
  const query = trx
    .selectFrom('account_drafts')
    .select(['last_step', 'answers'])
    .where('draft_id', '=', draftId);
  const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return { state: 'gone' };
  if (row.last_step !== createdStep) return { state: 'draft' };
  const memberId = receiptMemberOf(row.answers);
  return memberId ? { state: 'receipt', memberId } : { state: 'gone' };
}

function receiptMemberOf(answers: string): string | null {
  try {
    const { createdMemberId } = JSON.parse(answers) as { createdMemberId?: unknown };
    return typeof createdMemberId === 'string' ? createdMemberId : null;
  } catch {
    return null;
  }
}

/** The draft becomes the receipt of the member made from it; nothing of the answers stays. */
export async function turnDraftIntoReceipt(
  trx: Database,
  draftId: string,
  memberId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('account_drafts')
    .set({
      last_step: createdStep,
      answers: JSON.stringify({ createdMemberId: memberId }),
      ssn_sealed: null,
      sponsor_ssn_sealed: null,
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + receiptSeconds * 1000).toISOString(),
    })
    .where('draft_id', '=', draftId)
    .execute();
}

/** The receipt a draft cookie names, while it lasts. */
export async function findCreationReceipt(
  db: Database,
  credential: string | undefined,
  now: Date,
): Promise<Receipt | undefined> {
  if (!credential) return undefined;
  const row = await db
    .selectFrom('account_drafts')
    .select(['answers', 'product_line'])
    .where('draft_hash', '=', hashSessionToken(credential))
    .where('last_step', '=', createdStep)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  const memberId = row ? receiptMemberOf(row.answers) : null;
  return row && memberId ? { memberId, productLine: row.product_line } : undefined;
}
