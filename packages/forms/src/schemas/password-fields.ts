import type { z } from 'zod/mini';
import { isCommonPassword } from '../passwords/common-password-rules.js';
import { isNewPasswordLength, isPasswordTheUsername } from '../passwords/password-rules.js';
import { addFieldIssue, requiredSecret } from './field-schemas.js';

/**
 * A new-password field: 12 to 20 characters, not on the common-password blocklist. The rules that
 * need other data (username, previous passwords) run on the form.
 */
export function newPasswordField() {
  return requiredSecret(
    [isNewPasswordLength, 'passwordLength'],
    [(value) => !isCommonPassword(value), 'passwordCommon'],
  );
}

/**
 * The rules of every form that sets a new password, typed twice: the confirmation must match
 * (`passwordMismatch`) and the password must not be the username (`passwordIsUsername`). Returns
 * whether the new password passed, so a form runs its own later rules only for a password that
 * could be kept.
 */
export function checkNewPasswordPair(
  form: { newPassword: string; confirmPassword: string },
  ctx: z.core.$RefinementCtx,
  username: string | undefined,
): boolean {
  if (form.confirmPassword && form.confirmPassword !== form.newPassword) {
    addFieldIssue(ctx, 'confirmPassword', 'passwordMismatch');
  }
  if (isPasswordTheUsername(form.newPassword, username)) {
    addFieldIssue(ctx, 'newPassword', 'passwordIsUsername');
    return false;
  }
  return true;
}
