import type { ContactKind } from '@portal/api/security-settings';
import { optionsOf, securityQuestions } from '@portal/forms/code-lists';

/** Words shared by the account-recovery and security-settings screens. */
export const contactKindLabels: Record<ContactKind, string> = {
  WORK_EMAIL: 'Work email',
  OTHER_EMAIL: 'Other email',
  MOBILE_PHONE: 'Mobile phone',
};

export const securityQuestionCopy = {
  questionLabel: (position: number) => `Security question ${position}`,
  answerLabel: (position: number) => `Answer ${position}`,
  answerHint: 'Answers are not case-sensitive.',
  groupLegend: 'Security questions',
  groupHint: 'Choose three different questions whose answers you will remember.',
} as const;

/** The configured questions as select options. */
export const securityQuestionOptions = optionsOf(securityQuestions);

/** The new-password fields of the profile reset and the security settings. */
export const newPasswordCopy = {
  rules: 'Use 12 to 20 characters. Avoid common passwords and any of your last five passwords.',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
} as const;
