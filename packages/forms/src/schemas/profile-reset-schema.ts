import { z } from 'zod/mini';
import { isPasswordTheUsername } from '../passwords/password-rules.js';
import { addFieldIssue, requiredSecret } from './field-schemas.js';
import { newPasswordField } from './password-fields.js';
import { refuseRepeatedQuestions, securityQuestionFields } from './security-questions-schema.js';

/**
 * Profile reset (the page a temporary-password link opens): a new password typed twice, and the
 * three security questions when the member has none yet. The previous-password rule needs the
 * stored hashes, so the service applies it.
 */
export function createProfileResetSchema({
  username,
  needsSecurityQuestions,
}: {
  username?: string;
  needsSecurityQuestions: boolean;
}) {
  const passwordFields = { newPassword: newPasswordField(), confirmPassword: requiredSecret() };
  const shape = needsSecurityQuestions
    ? { ...passwordFields, ...securityQuestionFields }
    : passwordFields;
  const schema = z.object(shape).check(
    z.superRefine((form, ctx) => {
      // One shape or the other: read both through the wider form type.
      const values = form as ProfileResetForm;
      if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
        addFieldIssue(ctx, 'confirmPassword', 'passwordMismatch');
      }
      if (isPasswordTheUsername(values.newPassword, username)) {
        addFieldIssue(ctx, 'newPassword', 'passwordIsUsername');
      }
      if (needsSecurityQuestions) refuseRepeatedQuestions(values, ctx);
    }),
  );
  // One type for both shapes, so a form binds the question fields whether or not it shows them.
  return schema as unknown as z.ZodMiniType<ProfileResetForm, ProfileResetForm>;
}

export type ProfileResetForm = {
  newPassword: string;
  confirmPassword: string;
  question1?: string;
  answer1?: string;
  question2?: string;
  answer2?: string;
  question3?: string;
  answer3?: string;
};
