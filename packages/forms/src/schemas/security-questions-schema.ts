import { z } from 'zod/mini';
import { isCodeOf } from '../code-lists/code-list.js';
import { securityQuestions } from '../code-lists/security-questions.js';
import { SECURITY_ANSWER_MAX_LENGTH } from '../limits.js';
import { addFieldIssue, requiredSecret, requiredText } from './field-schemas.js';

/** An answer: any text but blank, at most 50 characters once trimmed (it is trimmed when hashed). */
export const securityAnswerField = () =>
  requiredSecret([(value) => value.trim().length <= SECURITY_ANSWER_MAX_LENGTH, 'maxlength']);

/**
 * A question of the configured list (securityQuestions), by its code. Text rather than an enum,
 * so a form can start with no question chosen ('').
 */
export const securityQuestionField = () =>
  requiredText([(value) => isCodeOf(securityQuestions, value), 'pattern']);

/** The three question-and-answer pairs; spread into any form that sets security questions. */
export const securityQuestionFields = {
  question1: securityQuestionField(),
  answer1: securityAnswerField(),
  question2: securityQuestionField(),
  answer2: securityAnswerField(),
  question3: securityQuestionField(),
  answer3: securityAnswerField(),
};

/** No question twice; a repeat is reported on the later question. */
export function refuseRepeatedQuestions(
  {
    question1,
    question2,
    question3,
  }: { question1?: string; question2?: string; question3?: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (question2 && question2 === question1)
    addFieldIssue(ctx, 'question2', 'securityQuestionRepeated');
  if (question3 && (question3 === question1 || question3 === question2)) {
    addFieldIssue(ctx, 'question3', 'securityQuestionRepeated');
  }
}

/**
 * Account creation, security questions: three questions from the configured list (the count is
 * not shown in the spec; three is ours), each with an answer, no question twice.
 */
export const securityQuestionsSchema = z
  .object(securityQuestionFields)
  .check(z.superRefine(refuseRepeatedQuestions));

export type SecurityQuestionsForm = z.infer<typeof securityQuestionsSchema>;

/** Login security question: the answer to the one question asked (checked by the service). */
export const securityAnswerSchema = z.object({
  questionId: securityQuestionField(),
  answer: securityAnswerField(),
});

export type SecurityAnswerForm = z.infer<typeof securityAnswerSchema>;

/**
 * Security settings, change security questions: the current password (a session alone must not
 * be enough to replace what recovers the account) and three new questions with answers.
 */
export const changeSecurityQuestionsSchema = z
  .object({ currentPassword: requiredSecret(), ...securityQuestionFields })
  .check(z.superRefine(refuseRepeatedQuestions));

export type ChangeSecurityQuestionsForm = z.infer<typeof changeSecurityQuestionsSchema>;
