import { z } from 'zod/mini';
import { isCommonPasswordOnDemand } from '../passwords/common-password-on-demand.js';
import { isNewPasswordLength } from '../passwords/password-shape-rules.js';
import { requiredSecret } from './field-schemas.js';

/**
 * `newPasswordField` with the common-password list loaded when the password is first checked
 * (an asynchronous check: parse with `safeParseAsync`, as the forms' resolver does). The same
 * rules in the same order, with the same keys: `required`, `passwordLength`, `passwordCommon`.
 * Its page no longer downloads the list with its scripts; the service checks the same list
 * synchronously (`newPasswordField` in the contracts).
 */
export function newPasswordFieldOnDemand() {
  return requiredSecret([isNewPasswordLength, 'passwordLength']).check(
    z.refine(
      // Only a password that passed the length rule is looked up, so it is the one error shown.
      async (value) => !isNewPasswordLength(value) || !(await isCommonPasswordOnDemand(value)),
      { error: 'passwordCommon' },
    ),
  );
}
