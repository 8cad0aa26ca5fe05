import { type SecurityQuestionId, securityQuestions } from '@portal/forms';
import type { Database } from '../db/create-database.js';
import { hashSecurityAnswer } from './security-hashing.js';

/** The member's security questions (their codes), in the order of the configured list. */
export async function memberQuestionIds(
  db: Database,
  memberId: string,
): Promise<SecurityQuestionId[]> {
  const rows = await db
    .selectFrom('security_answers')
    .select('question_id')
    .where('member_id', '=', memberId)
    .execute();
  const chosen = new Set(rows.map((row) => row.question_id));
  return (Object.keys(securityQuestions) as SecurityQuestionId[]).filter((id) => chosen.has(id));
}

export async function answerHashOf(
  db: Database,
  memberId: string,
  questionId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('security_answers')
    .select('answer_hash')
    .where('member_id', '=', memberId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row?.answer_hash;
}

export interface HashedAnswer {
  questionId: string;
  answerHash: string;
}

/**
 * The member's answers as stored, in question order: the state a change of the questions is
 * checked against. Each save hashes with a fresh salt, so any save since gives a different list.
 */
export async function storedAnswersOf(db: Database, memberId: string): Promise<HashedAnswer[]> {
  const rows = await db
    .selectFrom('security_answers')
    .select(['question_id', 'answer_hash'])
    .where('member_id', '=', memberId)
    .orderBy('question_id')
    .execute();
  return rows.map((row) => ({ questionId: row.question_id, answerHash: row.answer_hash }));
}

export function sameStoredAnswers(
  one: readonly HashedAnswer[],
  other: readonly HashedAnswer[],
): boolean {
  return (
    one.length === other.length &&
    one.every(
      (answer, index) =>
        answer.questionId === other[index]?.questionId &&
        answer.answerHash === other[index]?.answerHash,
    )
  );
}

/** Hashes the answers (argon2id of their normalised form) before any transaction starts. */
export function hashSecurityAnswers(
  answers: ReadonlyArray<{ strQuestionId: string; strAnswer: string }>,
): Promise<HashedAnswer[]> {
  return Promise.all(
    answers.map(async (answer) => ({
      questionId: answer.strQuestionId,
      answerHash: await hashSecurityAnswer(answer.strAnswer),
    })),
  );
}

/**
 * Replaces all of the member's questions with these. Pass the transaction of the change, and hold
 * the member's row in it first (an update of the row: holdMemberWhilePasswordIs, or the new
 * password of a reset), so that two replacements never interleave.
 */
export async function replaceSecurityAnswers(
  db: Database,
  memberId: string,
  answers: readonly HashedAnswer[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('security_answers').where('member_id', '=', memberId).execute();
  await db
    .insertInto('security_answers')
    .values(
      answers.map((answer) => ({
        member_id: memberId,
        question_id: answer.questionId,
        answer_hash: answer.answerHash,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}
