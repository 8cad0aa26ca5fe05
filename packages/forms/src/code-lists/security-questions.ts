import { codesOf } from './code-list.js';

/**
 * The security questions a member chooses from (spec section 9: the hint questions are
 * configuration constants whose values the spec does not show; these are ours). Each asks for a
 * fact that does not change and that is not printed on a public profile. The codes are stored
 * with the member's answers, so a question's code must never be reused for another question.
 */
export const securityQuestions = {
  Q1: 'What was the name of your first pet?',
  Q2: 'In what city were you born?',
  Q3: 'What was your childhood nickname?',
  Q4: 'What is the name of the street you grew up on?',
  Q5: 'What was the make of your first car?',
  Q6: 'What was the name of your first school?',
  Q7: "What is your oldest sibling's middle name?",
  Q8: 'In what city did your parents meet?',
} as const;
export type SecurityQuestionId = keyof typeof securityQuestions;
export const securityQuestionValues = codesOf(securityQuestions);
