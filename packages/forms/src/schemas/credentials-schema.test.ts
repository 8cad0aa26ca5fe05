import { describe, expect, it } from 'vitest';
import { accountCredentialsSchema, credentialsSchema } from './credentials-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const valid = {
  username: 'jane.member',
  password: 'tabletop-lantern-07',
  confirmPassword: 'tabletop-lantern-07',
};

async function errors(input: object) {
  const result = await credentialsSchema.safeParseAsync({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('credentialsSchema', async () => {
  it('accepts good credentials', async () => {
    expect(await errors({})).toEqual({});
  });

  it('limits the username to 50 characters and refuses an SSN', async () => {
    expect(await errors({ username: 'u'.repeat(50) })).toEqual({});
    expect(await errors({ username: 'u'.repeat(51) })).toEqual({ username: 'maxlength' });
    expect(await errors({ username: '123-45-6789' })).toEqual({ username: 'usernameIsSsn' });
    expect(await errors({ username: 'jane member' })).toEqual({ username: 'pattern' });
  });

  it('applies the new-password rules: length 12 to 20, common, username', async () => {
    const both = (password: string) => ({ password, confirmPassword: password });
    expect(await errors(both('a-b-c-d-e-f'))).toEqual({ password: 'passwordLength' });
    expect(await errors(both('tabletop-lantern-07x!'))).toEqual({ password: 'passwordLength' });
    expect(await errors(both('password1234'))).toEqual({ password: 'passwordCommon' });
    expect(await errors({ username: 'Jane.Member.2026', ...both('jane.member.2026') })).toEqual({
      password: 'passwordIsUsername',
    });
  });

  it('reports mismatches on the re-typed field, with other errors in the same pass', async () => {
    expect(
      await errors({
        username: '',
        confirmPassword: 'something-else-1',
      }),
    ).toEqual({
      username: 'required',
      confirmPassword: 'passwordMismatch',
    });
  });
});

describe('accountCredentialsSchema (the credentials page)', async () => {
  const page = {
    ...valid,
    question1: 'Q1',
    answer1: 'Biscuit',
    question2: 'Q2',
    answer2: 'Dayton',
    question3: 'Q5',
    answer3: 'Volvo',
  };
  const pageErrors = async (input: object) => {
    const result = await accountCredentialsSchema.safeParseAsync({ ...page, ...input });
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('checks the sign-in details and the three questions together', async () => {
    expect(await pageErrors({})).toEqual({});
    expect(await pageErrors({ confirmPassword: 'tabletop-lantern-08', question3: 'Q1' })).toEqual({
      confirmPassword: 'passwordMismatch',
      question3: 'securityQuestionRepeated',
    });
    expect(await pageErrors({ answer2: '   ' })).toEqual({ answer2: 'required' });
  });
});
