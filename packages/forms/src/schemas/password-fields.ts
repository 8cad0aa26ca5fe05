import { isCommonPassword } from '../passwords/common-password-rules.js';
import { isNewPasswordLength } from '../passwords/password-rules.js';
import { requiredSecret } from './field-schemas.js';

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
