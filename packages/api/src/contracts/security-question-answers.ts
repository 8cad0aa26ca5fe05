import { SECURITY_QUESTION_COUNT } from '@portal/forms/rules';
import { securityAnswerField, securityQuestionField } from '@portal/forms/schemas';
import { z } from 'zod/mini';

/** Three questions of the configured list, each answered, no question twice. */
export const securityQuestionAnswersSchema = z
  .array(
    z.strictObject({
      strQuestionId: securityQuestionField(),
      strAnswer: securityAnswerField(),
    }),
  )
  .check(
    z.length(SECURITY_QUESTION_COUNT),
    z.refine(
      (answers) => new Set(answers.map((answer) => answer.strQuestionId)).size === answers.length,
      {
        error: 'securityQuestionRepeated',
      },
    ),
    z.describe(
      'Answers are hashed (argon2id) after trimming and case-folding; never stored or logged',
    ),
  );
