import { z } from 'zod/mini';
import { PASSWORD_HISTORY_SIZE } from '../limits.js';
import { newPasswordProblems, type PreviousPasswordsAsync } from '../passwords/password-rules.js';
import { addFieldIssue, requiredSecret } from './field-schemas.js';
import { checkNewPasswordPair, newPasswordField } from './password-fields.js';

/**
 * Reset (or change) password: the new password typed twice. `username` refuses the username;
 * `previousPasswords` refuses the last five: the server passes one hash check per stored password
 * (newest first). With synchronous checks `parse` works; checks that return promises (argon2
 * verify) need `parseAsync`. The browser passes neither and leaves those two rules to the server.
 */
export function createResetPasswordSchema({
  username,
  previousPasswords,
}: {
  username?: string;
  previousPasswords?: PreviousPasswordsAsync;
} = {}) {
  return z
    .object({
      newPassword: newPasswordField(),
      confirmPassword: requiredSecret(),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (!checkNewPasswordPair(form, ctx, username)) return;
        // Hash checks are slow by design (argon2), so they run only for an otherwise good password.
        if (
          previousPasswords === undefined ||
          newPasswordProblems({ password: form.newPassword }).length > 0
        ) {
          return;
        }
        const checks = Array.isArray(previousPasswords) ? previousPasswords : [previousPasswords];
        const results = checks
          .slice(0, PASSWORD_HISTORY_SIZE)
          .map((check) => check(form.newPassword));
        const report = (reused: boolean) => {
          if (reused) addFieldIssue(ctx, 'newPassword', 'passwordReused');
        };
        if (results.some((result) => result instanceof Promise)) {
          return Promise.all(results).then((all) => report(all.some(Boolean)));
        }
        report(results.some(Boolean));
      }),
    );
}

export type ResetPasswordForm = z.infer<ReturnType<typeof createResetPasswordSchema>>;
