import { randomUUID } from 'node:crypto';
import type { Database } from '../db/create-database.js';
import type { AccountDraftsTable } from '../db/database-schema.js';
import { hashSessionToken } from '../platform/session-tokens.js';

/** The rows of account_drafts (migration 0010); a draft is found by its cookie's SHA-256. */

export type DraftRow = AccountDraftsTable;

export async function insertDraft(
  db: Database,
  row: Omit<AccountDraftsTable, 'draft_id' | 'draft_hash'> & { credential: string },
): Promise<DraftRow> {
  const { credential, ...rest } = row;
  const values = { ...rest, draft_id: randomUUID(), draft_hash: hashSessionToken(credential) };
  await db.insertInto('account_drafts').values(values).execute();
  return values;
}

/** The draft of a cookie, unless it has ended (30 days after its last save). */
export function findLiveDraft(db: Database, credential: string, now: Date) {
  return db
    .selectFrom('account_drafts')
    .selectAll()
    .where('draft_hash', '=', hashSessionToken(credential))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function updateDraft(
  db: Database,
  draftId: string,
  changes: Partial<
    Pick<
      AccountDraftsTable,
      'last_step' | 'answers' | 'ssn_sealed' | 'sponsor_ssn_sealed' | 'updated_at' | 'expires_at'
    >
  >,
): Promise<void> {
  await db.updateTable('account_drafts').set(changes).where('draft_id', '=', draftId).execute();
}

export async function deleteDraft(db: Database, draftId: string): Promise<void> {
  await db.deleteFrom('account_drafts').where('draft_id', '=', draftId).execute();
}

/** Drafts past their 30 days hold personal data nobody can use any more: deleted. */
export async function deleteEndedDrafts(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('account_drafts').where('expires_at', '<=', now.toISOString()).execute();
}
