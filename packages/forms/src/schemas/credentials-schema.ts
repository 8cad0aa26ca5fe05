import { z } from 'zod/mini';
import { USER_ID_MAX_LENGTH } from '../limits.js';
import { isPasswordTheUsername } from '../passwords/password-rules.js';
import { doEmailsMatch } from '../rules/email-rules.js';
import { isUsernameAnSsn } from '../rules/ssn-rules.js';
import {
  addFieldIssue,
  emailField,
  maxLength,
  requiredConsent,
  requiredSecret,
  requiredText,
} from './field-schemas.js';
import { newPasswordField } from './password-fields.js';

/** A username: at most 50 characters, no spaces, never an SSN (spec section 5). */
export function usernameField() {
  return requiredText(
    maxLength(USER_ID_MAX_LENGTH),
    [(value) => !/\s/.test(value), 'pattern'],
    [(value) => !isUsernameAnSsn(value), 'usernameIsSsn'],
  );
}

/**
 * Account creation, credentials: username, a new password typed twice, email typed twice and the
 * electronic-communication consent. Mismatches are reported on the re-typed field, and a password
 * equal to the username on the password.
 */
export const credentialsSchema = z
  .object({
    username: usernameField(),
    password: newPasswordField(),
    confirmPassword: requiredSecret(),
    email: emailField(),
    confirmEmail: requiredText(),
    electronicConsent: requiredConsent('consentRequired'),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (isPasswordTheUsername(form.password, form.username))
        addFieldIssue(ctx, 'password', 'passwordIsUsername');
      if (form.confirmPassword && form.confirmPassword !== form.password) {
        addFieldIssue(ctx, 'confirmPassword', 'passwordMismatch');
      }
      if (form.confirmEmail && !doEmailsMatch(form.email, form.confirmEmail)) {
        addFieldIssue(ctx, 'confirmEmail', 'emailMismatch');
      }
    }),
  );

export type CredentialsForm = z.infer<typeof credentialsSchema>;
