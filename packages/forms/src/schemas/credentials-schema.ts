import { z } from 'zod/mini';
import { USER_ID_MAX_LENGTH } from '../limits.js';
import { isPasswordTheUsername } from '../passwords/password-shape-rules.js';
import { isUsernameAnSsn } from '../rules/ssn-rules.js';
import { addFieldIssue, maxLength, requiredSecret, requiredText } from './field-schemas.js';
import { newPasswordFieldOnDemand } from './new-password-field-on-demand.js';
import { refuseRepeatedQuestions, securityQuestionFields } from './security-questions-schema.js';

/** A username: at most 50 characters, no spaces, never an SSN (spec section 5). */
export function usernameField() {
  return requiredText(
    maxLength(USER_ID_MAX_LENGTH),
    [(value) => !/\s/.test(value), 'pattern'],
    [(value) => !isUsernameAnSsn(value), 'usernameIsSsn'],
  );
}

/**
 * Account creation, credentials: username and a new password typed twice (the emails and the
 * electronic-communication consent are personal info's). A mismatch is reported on the re-typed
 * field, and a password equal to the username on the password. The three security questions are
 * `securityQuestionsSchema`, on the same page. Asynchronous (`safeParseAsync`): the
 * common-password list is loaded on demand.
 */
const credentialFields = () => ({
  username: usernameField(),
  // The common-password list loads when the password is first checked (parse asynchronously).
  password: newPasswordFieldOnDemand(),
  confirmPassword: requiredSecret(),
});

function refuseWeakCredentials(
  form: { username: string; password: string; confirmPassword: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (isPasswordTheUsername(form.password, form.username))
    addFieldIssue(ctx, 'password', 'passwordIsUsername');
  if (form.confirmPassword && form.confirmPassword !== form.password) {
    addFieldIssue(ctx, 'confirmPassword', 'passwordMismatch');
  }
}

export const credentialsSchema = z
  .object(credentialFields())
  .check(z.superRefine(refuseWeakCredentials));

export type CredentialsForm = z.infer<typeof credentialsSchema>;

/**
 * The credentials page of account creation: the sign-in details and the three security questions
 * on one page, one form (createUserAccount checks the same rules: its contract's fields).
 */
export const accountCredentialsSchema = z
  .object({ ...credentialFields(), ...securityQuestionFields })
  .check(
    z.superRefine((form, ctx) => {
      refuseWeakCredentials(form, ctx);
      refuseRepeatedQuestions(form, ctx);
    }),
  );

export type AccountCredentialsForm = z.infer<typeof accountCredentialsSchema>;
