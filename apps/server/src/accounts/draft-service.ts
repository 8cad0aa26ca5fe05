import type { AccountCreationStep } from '@portal/api/account-creation';
import type { ProductFlag } from '@portal/forms/code-lists';
import { easternDateOf } from '@portal/forms/dates';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { createSessionToken } from '../platform/session-tokens.js';
import { createdStep } from './creation-receipt.js';
import { type DraftAnswers, nextStepOf, parseDraftAnswers } from './draft-answers.js';
import { draftLifetimeSeconds } from './draft-cookie.js';
import {
  type DraftRow,
  deleteEndedDrafts,
  findLiveDraft,
  insertDraft,
  updateDraft,
} from './draft-queries.js';
import type { DraftSecrets } from './draft-secrets.js';

/** A draft as the service works with it: its row, its answers and its SSNs opened. */
export interface OpenDraft {
  row: DraftRow;
  answers: DraftAnswers;
  /** Undefined when none was saved, or it was sealed by a key this process does not have. */
  ssn: string | undefined;
  sponsorSsn: string | undefined;
}

export interface DraftStore {
  /** The live draft of a cookie credential, or undefined (none, ended, or unreadable). */
  find(credential: string | undefined, now: Date): Promise<OpenDraft | undefined>;
  /** Starts a draft with its first answers; returns it with the cookie credential to set. */
  start(
    edition: ProductFlag,
    answers: DraftAnswers,
    now: Date,
  ): Promise<{ draft: OpenDraft; credential: string }>;
  /** Saves a step's answers (and SSNs when given), renewing the 30 days. */
  save(
    draft: OpenDraft,
    step: AccountCreationStep,
    change: Partial<DraftAnswers> & { ssn?: string; sponsorSsn?: string | null },
    now: Date,
  ): Promise<OpenDraft>;
}

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

export function createDraftStore(db: Database, secrets: DraftSecrets): DraftStore {
  const openSecret = (draftId: string, sealed: string | null) =>
    sealed === null ? undefined : secrets.open(draftId, sealed);
  const opened = (row: DraftRow, answers: DraftAnswers): OpenDraft => ({
    row,
    answers,
    ssn: openSecret(row.draft_id, row.ssn_sealed),
    sponsorSsn: openSecret(row.draft_id, row.sponsor_ssn_sealed),
  });

  return {
    async find(credential, now) {
      if (!credential) return undefined;
      const row = await findLiveDraft(db, credential, now);
      // A receipt of an account made is no application any more (creation-receipt.ts).
      if (!row || row.last_step === createdStep) return undefined;
      const answers = parseDraftAnswers(row.answers);
      return answers ? opened(row, answers) : undefined;
    },

    async start(edition, answers, now) {
      const { token: credential } = createSessionToken();
      // Ended drafts go when new ones come: no timer, and the table never outgrows its use.
      await deleteEndedDrafts(db, now);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await insertDraft(trx, {
          credential,
          product_line: edition,
          last_step: 'GET_STARTED',
          answers: JSON.stringify(answers),
          ssn_sealed: null,
          sponsor_ssn_sealed: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          expires_at: later(now, draftLifetimeSeconds).toISOString(),
        });
        await recordAuditEvent(trx, {
          memberId: null,
          kind: 'account.draft-started',
          at: now,
          detail: { draftId: inserted.draft_id, edition },
        });
        return inserted;
      });
      return { draft: opened(row, answers), credential };
    },

    async save(draft, step, change, now) {
      const { ssn, sponsorSsn, ...answerChange } = change;
      const answers: DraftAnswers = { ...draft.answers, ...answerChange };
      const id = draft.row.draft_id;
      const sealed = {
        ...(ssn !== undefined && { ssn_sealed: secrets.seal(id, ssn) }),
        ...(sponsorSsn !== undefined && {
          sponsor_ssn_sealed: sponsorSsn === null ? null : secrets.seal(id, sponsorSsn),
        }),
      };
      const changes = {
        last_step: step,
        answers: JSON.stringify(answers),
        ...sealed,
        updated_at: now.toISOString(),
        expires_at: later(now, draftLifetimeSeconds).toISOString(),
      };
      await updateDraft(db, id, changes);
      return opened({ ...draft.row, ...changes }, answers);
    },
  };
}

/** Today in the business time zone (domain.md section 1): every age rule reads this. */
export function todayOf(now: Date) {
  return easternDateOf(now);
}

export { nextStepOf };
