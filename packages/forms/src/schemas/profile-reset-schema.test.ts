import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import { createProfileResetSchema } from './profile-reset-schema.js';

const password = 'tabletop-lantern-07';
const questions = {
  question1: 'Q1',
  answer1: 'Biscuit',
  question2: 'Q2',
  answer2: 'Dayton',
  question3: 'Q5',
  answer3: 'Volvo',
};

describe('createProfileResetSchema', () => {
  it('asks only for the new password when the member has security questions', () => {
    const schema = createProfileResetSchema({ needsSecurityQuestions: false });
    expect(schema.safeParse({ newPassword: password, confirmPassword: password }).success).toBe(
      true,
    );
  });

  it('asks for three different questions with answers when the member has none', () => {
    const schema = createProfileResetSchema({ needsSecurityQuestions: true });
    const withoutQuestions = schema.safeParse({ newPassword: password, confirmPassword: password });
    expect(fieldErrorsOf(withoutQuestions.error)).toMatchObject({
      question1: 'required',
      answer1: 'required',
    });
    expect(
      schema.safeParse({ newPassword: password, confirmPassword: password, ...questions }).success,
    ).toBe(true);
    const repeated = schema.safeParse({
      newPassword: password,
      confirmPassword: password,
      ...questions,
      question3: 'Q1',
    });
    expect(fieldErrorsOf(repeated.error)).toEqual({ question3: 'securityQuestionRepeated' });
  });

  it('refuses a mismatch, the username and a short password', () => {
    const schema = createProfileResetSchema({
      username: 'fed.recover',
      needsSecurityQuestions: false,
    });
    expect(
      fieldErrorsOf(
        schema.safeParse({ newPassword: password, confirmPassword: `${password}x` }).error,
      ),
    ).toEqual({ confirmPassword: 'passwordMismatch' });
    expect(
      fieldErrorsOf(schema.safeParse({ newPassword: 'short', confirmPassword: 'short' }).error),
    ).toEqual({ newPassword: 'passwordLength' });
    expect(
      fieldErrorsOf(
        createProfileResetSchema({
          username: 'tabletop-lantern-07',
          needsSecurityQuestions: false,
        }).safeParse({ newPassword: password, confirmPassword: password }).error,
      ),
    ).toEqual({ newPassword: 'passwordIsUsername' });
  });
});
