import { z } from 'zod';
import { SECURITY_ANSWER_MAX_LENGTH } from '../limits.js';
import { addFieldIssue, requiredSecret, requiredText } from './field-schemas.js';

const answerField = () =>
  requiredSecret([(value) => value.trim().length <= SECURITY_ANSWER_MAX_LENGTH, 'maxlength']);

/**
 * Account creation, security questions: three questions from the service's list (the count is not
 * shown in the spec; three is ours), each with an answer, no question twice. A repeat is reported
 * on the later question.
 */
export const securityQuestionsSchema = z
  .object({
    question1: requiredText(),
    answer1: answerField(),
    question2: requiredText(),
    answer2: answerField(),
    question3: requiredText(),
    answer3: answerField(),
  })
  .superRefine(({ question1, question2, question3 }, ctx) => {
    if (question2 && question2 === question1)
      addFieldIssue(ctx, 'question2', 'securityQuestionRepeated');
    if (question3 && (question3 === question1 || question3 === question2)) {
      addFieldIssue(ctx, 'question3', 'securityQuestionRepeated');
    }
  });

export type SecurityQuestionsForm = z.infer<typeof securityQuestionsSchema>;

/** Login security question: the answer to the one question asked (checked by the service). */
export const securityAnswerSchema = z.object({
  questionId: requiredText(),
  answer: answerField(),
});

export type SecurityAnswerForm = z.infer<typeof securityAnswerSchema>;
