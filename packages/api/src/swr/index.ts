export { AnswerError } from './answer-error.js';
export { ApiClientProvider, useApiClient } from './api-client-context.js';
export {
  bankAccountsKey,
  type DeleteBankOutcome,
  deleteBankAccount,
  fetchBankAccounts,
  useBankAccounts,
  useDeleteBankAccount,
} from './bank-accounts.js';
export {
  type ContactMessageOutcome,
  contactMessageKey,
  sendContactMessage,
  useSendContactMessage,
} from './contact-message.js';
export {
  type ChangePasswordInput,
  changePassword,
  changeSecurityQuestions,
  fetchSecuritySettings,
  type SecuritySettingsChangeOutcome,
  securitySettingsKey,
  updateTwoStepSettings,
  useChangePassword,
  useChangeSecurityQuestions,
  useSecuritySettings,
  useUpdateTwoStepSettings,
} from './security-settings.js';
export {
  fetchSearchSuggestions,
  fetchSiteSearch,
  searchSuggestionsKey,
  useSearchSuggestions,
} from './site-search.js';
export { useRequestsInFlight } from './use-requests-in-flight.js';
