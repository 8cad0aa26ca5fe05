import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors-of.js';
import {
  changeSecurityQuestionsSchema,
  securityAnswerSchema,
  securityQuestionsSchema,
} from './security-questions-schema.js';

const valid = {
  question1: 'Q1',
  answer1: 'Rex',
  question2: 'Q2',
  answer2: 'Elm Street',
  question3: 'Q3',
  answer3: 'Blue',
};

function errors(input: object) {
  const result = securityQuestionsSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('securityQuestionsSchema', () => {
  it('accepts three different questions with answers', () => {
    expect(errors({})).toEqual({});
  });

  it('refuses a question chosen twice, on the later one, and blank or long answers', () => {
    expect(errors({ question3: 'Q1' })).toEqual({ question3: 'securityQuestionRepeated' });
    expect(errors({ question2: 'Q1' })).toEqual({ question2: 'securityQuestionRepeated' });
    expect(errors({ answer2: '   ' })).toEqual({ answer2: 'required' });
    expect(errors({ answer1: 'x'.repeat(51) })).toEqual({ answer1: 'maxlength' });
  });

  it('offers only the configured questions', () => {
    expect(errors({ question1: 'Q99' })).toEqual({ question1: 'pattern' });
    expect(errors({ question1: '' })).toEqual({ question1: 'required' });
  });
});

describe('changeSecurityQuestionsSchema', () => {
  it('needs the current password as well as three different questions', () => {
    const result = changeSecurityQuestionsSchema.safeParse({ ...valid, currentPassword: '' });
    expect(fieldErrorsOf(result.error)).toEqual({ currentPassword: 'required' });
    const repeated = changeSecurityQuestionsSchema.safeParse({
      ...valid,
      question2: 'Q1',
      currentPassword: 'Demo-Portal-2026',
    });
    expect(fieldErrorsOf(repeated.error)).toEqual({ question2: 'securityQuestionRepeated' });
  });
});

describe('securityAnswerSchema', () => {
  it('needs the question and an answer', () => {
    expect(securityAnswerSchema.safeParse({ questionId: 'Q1', answer: 'Rex' }).success).toBe(true);
    const result = securityAnswerSchema.safeParse({ questionId: 'Q1', answer: '' });
    expect(fieldErrorsOf(result.error)).toEqual({ answer: 'required' });
  });
});
