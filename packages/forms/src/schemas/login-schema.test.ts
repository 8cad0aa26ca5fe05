import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '../field-errors.js';
import { loginFormSchema } from './login-schema.js';

function errorsOf(input: { userId: string; password: string }) {
  const result = loginFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('loginFormSchema', () => {
  it('accepts a user id of 50 characters and a password of 20', () => {
    expect(errorsOf({ userId: 'u'.repeat(50), password: 'p'.repeat(20) })).toEqual({});
  });

  it('refuses a user id of 51 characters and a password of 21', () => {
    expect(errorsOf({ userId: 'u'.repeat(51), password: 'p'.repeat(21) })).toEqual({
      userId: 'maxlength',
      password: 'maxlength',
    });
  });

  it('requires both fields, counting whitespace-only values as empty', () => {
    expect(errorsOf({ userId: '', password: '   ' })).toEqual({
      userId: 'required',
      password: 'required',
    });
  });

  it("refuses a control character in either field with 'pattern' (LOG IN stays disabled)", () => {
    expect(errorsOf({ userId: 'fed.member\u0000', password: 'Demo-Portal-2026' })).toEqual({
      userId: 'pattern',
    });
    expect(errorsOf({ userId: 'fed.member', password: 'Demo\nPortal-2026' })).toEqual({
      password: 'pattern',
    });
  });

  it('reports keys that the catalogue turns into the spec wording', () => {
    const { userId } = errorsOf({ userId: ' ', password: 'x' });
    expect(fieldErrorMessages[userId as keyof typeof fieldErrorMessages]).toBe('Required.');
  });
});
