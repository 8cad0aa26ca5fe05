import { z } from 'zod/mini';
import { addFieldIssue, requiredSecret } from './field-schemas.js';
import { checkNewPasswordPair, newPasswordField } from './password-fields.js';

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
        if (!checkNewPasswordPair(form, ctx, username)) return;
        if (form.currentPassword && form.newPassword === form.currentPassword) {
          addFieldIssue(ctx, 'newPassword', 'passwordReused');
        }
      }),
    );
}

export type ChangePasswordForm = z.infer<ReturnType<typeof createChangePasswordSchema>>;
