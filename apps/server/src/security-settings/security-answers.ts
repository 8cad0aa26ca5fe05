import { type SecurityQuestionId, securityQuestions } from '@portal/forms/code-lists';
import type { Database } from '../db/create-database.js';
import { type HashedAnswer, questionIdsOf } from './security-answer-queries.js';
import { hashSecurityAnswer } from './security-hashing.js';

/** The member's security questions (their codes), in the order of the configured list. */
export async function memberQuestionIds(
  db: Database,
  memberId: string,
): Promise<SecurityQuestionId[]> {
  const chosen = new Set(await questionIdsOf(db, memberId));
  return (Object.keys(securityQuestions) as SecurityQuestionId[]).filter((id) => chosen.has(id));
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
