import { describe, expect, it } from 'vitest';
import { createChangePasswordSchema } from './change-password-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const current = 'Demo-Portal-2026';
const next = 'tabletop-lantern-07';

function errors(input: object, username?: string) {
  const schema = createChangePasswordSchema(username === undefined ? {} : { username });
  const result = schema.safeParse({
    currentPassword: current,
    newPassword: next,
    confirmPassword: next,
    ...input,
  });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('createChangePasswordSchema', () => {
  it('accepts the current password and a good new one typed twice', () => {
    expect(errors({})).toEqual({});
  });

  it('needs the current password', () => {
    expect(errors({ currentPassword: '' })).toEqual({ currentPassword: 'required' });
  });

  it('refuses the current password as the new one, and the username', () => {
    expect(errors({ currentPassword: next })).toEqual({ newPassword: 'passwordReused' });
    expect(errors({}, 'Tabletop-Lantern-07')).toEqual({ newPassword: 'passwordIsUsername' });
  });

  it('applies the new-password rules and reports a mismatch on the confirmation', () => {
    expect(errors({ newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'passwordLength',
    });
    expect(errors({ confirmPassword: 'tabletop-lantern-08' })).toEqual({
      confirmPassword: 'passwordMismatch',
    });
  });
});
