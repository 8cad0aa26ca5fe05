import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrorsOf } from './field-errors-of.js';
import { loginFormSchema } from './login-schema.js';

describe('fieldErrorsOf', () => {
  it('keeps the first key of each field, by dotted path', () => {
    const schema = z.object({
      a: z.string().check(z.minLength(2, 'minlength'), z.maxLength(1, 'maxlength')),
      b: z.object({ c: z.string() }),
    });
    const result = schema.safeParse({ a: 'x', b: { c: 1 } });
    expect(fieldErrorsOf(result.error)).toEqual({ a: 'minlength', 'b.c': 'pattern' });
  });

  it('reads the login schema', () => {
    const result = loginFormSchema.safeParse({ userId: '', password: 'p'.repeat(21) });
    expect(fieldErrorsOf(result.error)).toEqual({ userId: 'required', password: 'maxlength' });
  });
});
