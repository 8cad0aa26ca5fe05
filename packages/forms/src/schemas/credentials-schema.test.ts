import { describe, expect, it } from 'vitest';
import { accountCredentialsSchema, credentialsSchema } from './credentials-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const valid = {
  username: 'jane.member',
  password: 'tabletop-lantern-07',
  confirmPassword: 'tabletop-lantern-07',
};

function errors(input: object) {
  const result = credentialsSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('credentialsSchema', () => {
  it('accepts good credentials', () => {
    expect(errors({})).toEqual({});
  });

  it('limits the username to 50 characters and refuses an SSN', () => {
    expect(errors({ username: 'u'.repeat(50) })).toEqual({});
    expect(errors({ username: 'u'.repeat(51) })).toEqual({ username: 'maxlength' });
    expect(errors({ username: '123-45-6789' })).toEqual({ username: 'usernameIsSsn' });
    expect(errors({ username: 'jane member' })).toEqual({ username: 'pattern' });
  });

  it('applies the new-password rules: length 12 to 20, common, username', () => {
    const both = (password: string) => ({ password, confirmPassword: password });
    expect(errors(both('a-b-c-d-e-f'))).toEqual({ password: 'passwordLength' });
    expect(errors(both('tabletop-lantern-07x!'))).toEqual({ password: 'passwordLength' });
    expect(errors(both('password1234'))).toEqual({ password: 'passwordCommon' });
    expect(errors({ username: 'Jane.Member.2026', ...both('jane.member.2026') })).toEqual({
      password: 'passwordIsUsername',
    });
  });

  it('reports mismatches on the re-typed field, with other errors in the same pass', () => {
    expect(
      errors({
        username: '',
        confirmPassword: 'something-else-1',
      }),
    ).toEqual({
      username: 'required',
      confirmPassword: 'passwordMismatch',
    });
  });
});

describe('accountCredentialsSchema (the credentials page)', () => {
  const page = {
    ...valid,
    question1: 'Q1',
    answer1: 'Biscuit',
    question2: 'Q2',
    answer2: 'Dayton',
    question3: 'Q5',
    answer3: 'Volvo',
  };
  const pageErrors = (input: object) => {
    const result = accountCredentialsSchema.safeParse({ ...page, ...input });
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('checks the sign-in details and the three questions together', () => {
    expect(pageErrors({})).toEqual({});
    expect(pageErrors({ confirmPassword: 'tabletop-lantern-08', question3: 'Q1' })).toEqual({
      confirmPassword: 'passwordMismatch',
      question3: 'securityQuestionRepeated',
    });
    expect(pageErrors({ answer2: '   ' })).toEqual({ answer2: 'required' });
  });
});
