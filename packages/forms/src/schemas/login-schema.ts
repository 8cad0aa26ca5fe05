import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from '../limits.js';
import { isBlank } from '../rules/text-rules.js';

/** The login form (spec sections 2 and 5). Messages are field error keys, not text. */
export const loginFormSchema = z.object({
  userId: z
    .string()
    .refine((value) => !isBlank(value), { message: 'required', abort: true })
    .max(USER_ID_MAX_LENGTH, { message: 'maxlength' }),
  password: z
    .string()
    .refine((value) => !isBlank(value), { message: 'required', abort: true })
    .max(PASSWORD_MAX_LENGTH, { message: 'maxlength' }),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
