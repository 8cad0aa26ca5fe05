import { z } from 'zod/mini';
import { isPasswordTheUsername } from '../passwords/password-rules.js';
import { addFieldIssue, requiredSecret } from './field-schemas.js';
import { newPasswordField } from './password-fields.js';

/**
 * Security settings, change password: the current password, then a new one typed twice. The new
 * one follows the new-password rules; it may not be the username, and it may not be the current
 * password (which is one of the last five: the browser can tell that much itself, the service
 * checks the rest of the history).
 */
export function createChangePasswordSchema({ username }: { username?: string } = {}) {
  return z
    .object({
      currentPassword: requiredSecret(),
      newPassword: newPasswordField(),
      confirmPassword: requiredSecret(),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.confirmPassword && form.confirmPassword !== form.newPassword) {
          addFieldIssue(ctx, 'confirmPassword', 'passwordMismatch');
        }
        if (isPasswordTheUsername(form.newPassword, username)) {
          addFieldIssue(ctx, 'newPassword', 'passwordIsUsername');
        } else if (form.currentPassword && form.newPassword === form.currentPassword) {
          addFieldIssue(ctx, 'newPassword', 'passwordReused');
        }
      }),
    );
}

export type ChangePasswordForm = z.infer<ReturnType<typeof createChangePasswordSchema>>;
