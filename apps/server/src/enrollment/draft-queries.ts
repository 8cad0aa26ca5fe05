import { randomUUID } from 'node:crypto';
import {
  acceptedAgreementSchema,
  familyVoSchema,
  paymentVoSchema,
  reasonVoSchema,
} from '@portal/api/enrollment';
import { z } from 'zod/mini';
import type { Database } from '../db/create-database.js';

/*
 * The enrollment drafts (migration 0012): one row per member and program, its answers as JSON
 * checked with the contracts' own schemas when read (a row that no longer fits reads as none).
 * Never an account number or an SSN: those live sealed on their own rows, named here by id.
 */

export const DRAFT_LIFETIME_DAYS = 30;

export const draftAnswersSchema = z.object({
  reason: z.nullable(reasonVoSchema),
  family: z.nullable(familyVoSchema),
  payment: z.nullable(paymentVoSchema),
  agreements: z.array(acceptedAgreementSchema),
});
export type DraftAnswers = z.infer<typeof draftAnswersSchema>;

export const emptyAnswers: DraftAnswers = {
  reason: null,
  family: null,
  payment: null,
  agreements: [],
};

export interface DraftRecord {
  draftId: string;
  nextStep: string;
  answers: DraftAnswers;
  updatedAt: string;
  expiresAt: string;
  submittedEnrollmentId: string | null;
}

/** The member's draft for the program, expired ones left out; submitted ones included. */
export async function findDraft(
  db: Database,
  memberId: string,
  programId: string,
  now: Date,
): Promise<DraftRecord | undefined> {
  const row = await db
    .selectFrom('enrollment_drafts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('program_id', '=', programId)
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  const answers = draftAnswersSchema.safeParse(JSON.parse(row.answers));
  if (!answers.success) return undefined;
  return {
    draftId: row.draft_id,
    nextStep: row.next_step,
    answers: answers.data,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    submittedEnrollmentId: row.submitted_enrollment_id,
  };
}

/**
 * Writes the draft's answers and next step. `fresh`: start a new draft in place of whatever row
 * is there (an expired one, or one already submitted), under a new id.
 */
export async function writeDraft(
  db: Database,
  input: {
    memberId: string;
    programId: string;
    draftId: string | null;
    nextStep: string;
    answers: DraftAnswers;
    now: Date;
  },
): Promise<{ draftId: string; expiresAt: string }> {
  const at = input.now.toISOString();
  const expiresAt = new Date(
    input.now.getTime() + DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000,
  ).toISOString();
  const answers = JSON.stringify(input.answers);
  if (input.draftId) {
    await db
      .updateTable('enrollment_drafts')
      .set({ next_step: input.nextStep, answers, updated_at: at, expires_at: expiresAt })
      .where('draft_id', '=', input.draftId)
      .where('submitted_enrollment_id', 'is', null)
      .execute();
    return { draftId: input.draftId, expiresAt };
  }
  const draftId = randomUUID();
  await db
    .insertInto('enrollment_drafts')
    .values({
      draft_id: draftId,
      member_id: input.memberId,
      program_id: input.programId,
      next_step: input.nextStep,
      answers,
      created_at: at,
      updated_at: at,
      expires_at: expiresAt,
      submitted_enrollment_id: null,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'program_id']).doUpdateSet({
        draft_id: draftId,
        next_step: input.nextStep,
        answers,
        created_at: at,
        updated_at: at,
        expires_at: expiresAt,
        submitted_enrollment_id: null,
      }),
    )
    .execute();
  return { draftId, expiresAt };
}

export async function deleteDraft(db: Database, memberId: string, programId: string) {
  const result = await db
    .deleteFrom('enrollment_drafts')
    .where('member_id', '=', memberId)
    .where('program_id', '=', programId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
