/** Security settings (spec section 2: /security-dashboard, the MY ACCOUNT menu's Security Settings). */
export const securityDashboardCopy = {
  heading: 'Security settings',
  intro:
    'Change your password, your security questions and how you verify your identity when you log in. We send a notice to your email after each change.',
  loading: 'Loading your security settings…',

  passwordHeading: 'Password',
  currentPasswordLabel: 'Current password',
  changePassword: 'CHANGE PASSWORD',
  passwordChanged:
    'Your password has been changed. We signed you out on your other devices and sent a notice to your email.',

  questionsHeading: 'Security questions',
  currentQuestions: 'Your security questions now:',
  noQuestions: 'You have not chosen security questions yet.',
  /** The new questions' group, under the section's own 'Security questions' heading. */
  newQuestionsLegend: 'Choose new questions',
  questionsPasswordHint: 'Enter your current password to change your security questions.',
  changeQuestions: 'CHANGE SECURITY QUESTIONS',
  questionsChanged: 'Your security questions have been changed. We sent a notice to your email.',

  twoStepHeading: 'Two-step verification',
  twoStepIntro:
    'With two-step verification on, we send you a code each time you log in, and you enter it to finish logging in.',
  /** Not the section's heading again: the group asks whether it is on. */
  twoStepEnabledLegend: 'Use two-step verification',
  twoStepEnabledOptions: { Y: 'On', N: 'Off' },
  twoStepMethodLegend: 'Send my codes by',
  twoStepMethodOptions: { E: 'Email', S: 'Text message' },
  saveTwoStep: 'SAVE TWO-STEP SETTINGS',
  twoStepSaved:
    'Your two-step verification settings have been saved. We sent a notice to your email.',
} as const;
