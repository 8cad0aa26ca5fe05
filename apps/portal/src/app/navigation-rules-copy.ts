/** The navigation rules' messages, in the spec's words (spec section 2 'Navigation rules'). */
export const navigationRulesCopy = {
  formResubmission: 'Form resubmission! Page will be redirected to user home.',
  backButtonDisabled:
    "The browser Back button has been disabled. Please use our website's navigation menu options.",
} as const;
