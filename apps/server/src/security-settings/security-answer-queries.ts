import type { Database } from '../db/create-database.js';

/** The rows of security_answers: the member's questions and the argon2id hashes of the answers. */

export interface HashedAnswer {
  questionId: string;
  answerHash: string;
}

/** The codes of the member's questions, in no particular order. */
export async function questionIdsOf(db: Database, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('security_answers')
    .select('question_id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.question_id);
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
