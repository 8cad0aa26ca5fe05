import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from '../limits.js';
import { isBlank, isSingleLineText } from '../rules/text-rules.js';

/**
 * The login form (spec sections 2 and 5). Messages are field error keys, not text. A control
 * character in either field is `pattern` ('Invalid. Try again.'): no keyboard types one, a password
 * field cannot hold a line break, and no new password may contain one (requiredSecret), so no
 * member is kept out; LOG IN stays disabled while the form is invalid, as for any other error.
 */
export const loginFormSchema = z.object({
  userId: z.string().check(
    z.refine((value) => !isBlank(value), { message: 'required', abort: true }),
    z.maxLength(USER_ID_MAX_LENGTH, { message: 'maxlength' }),
    z.refine(isSingleLineText, { message: 'pattern' }),
  ),
  password: z.string().check(
    z.refine((value) => !isBlank(value), { message: 'required', abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { message: 'maxlength' }),
    z.refine(isSingleLineText, { message: 'pattern' }),
  ),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
