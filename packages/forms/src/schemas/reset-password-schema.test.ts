import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createResetPasswordSchema } from './reset-password-schema.js';

const password = 'tabletop-lantern-07';

describe('createResetPasswordSchema', () => {
  it('accepts a good new password typed twice', () => {
    expect(
      createResetPasswordSchema().safeParse({ newPassword: password, confirmPassword: password })
        .success,
    ).toBe(true);
  });

  it('refuses a mismatch on the confirmation, and the username on the new password', () => {
    const schema = createResetPasswordSchema({ username: 'Tabletop-Lantern-07' });
    const result = schema.safeParse({
      newPassword: password,
      confirmPassword: 'tabletop-lantern-08',
    });
    expect(fieldErrorsOf(result.error)).toEqual({
      newPassword: 'passwordIsUsername',
      confirmPassword: 'passwordMismatch',
    });
  });

  it('refuses one of the last five with synchronous checks', () => {
    const schema = createResetPasswordSchema({
      previousPasswords: [(candidate) => candidate === password],
    });
    const result = schema.safeParse({ newPassword: password, confirmPassword: password });
    expect(fieldErrorsOf(result.error)).toEqual({ newPassword: 'passwordReused' });
  });

  it('verifies hashes asynchronously with parseAsync, and not for a password already refused', async () => {
    let verified = 0;
    const previousPasswords = [
      async (candidate: string) => {
        verified += 1;
        return candidate === password;
      },
    ];
    const schema = createResetPasswordSchema({ previousPasswords });
    const reused = await schema.safeParseAsync({
      newPassword: password,
      confirmPassword: password,
    });
    expect(fieldErrorsOf(reused.error)).toEqual({ newPassword: 'passwordReused' });
    expect(verified).toBe(1);
    const short = await schema.safeParseAsync({ newPassword: 'short', confirmPassword: 'short' });
    expect(fieldErrorsOf(short.error)).toEqual({ newPassword: 'passwordLength' });
    expect(verified).toBe(1);
  });
});
