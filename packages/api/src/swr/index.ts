export {
  type AccountDraft,
  accountDraftKey,
  checkZipCode,
  discardAccountDraft,
  type EmployeeKind,
  fetchAccountDraft,
  fetchEmployeeKinds,
  lookUpAgency,
  type StepSaveOutcome,
  saveAccountStep,
  saveSponsorInfo,
  useAccountDraft,
  useAgencyLookUp,
  useAgencySearch,
  useAnnuityAgencies,
  useBranchesOfService,
  useDiscardAccountDraft,
  useEmployeeKinds,
  useSaveAccountStep,
  useSaveSponsorInfo,
  useStateEligibility,
  useZipCheck,
  type ZipCheck,
} from './account-creation.js';
export {
  type CreateAccountOutcome,
  checkUsername,
  createUserAccount,
  type UsernameAvailability,
  useCreateUserAccount,
  useHintQuestions,
  useUsernameAvailability,
} from './account-credentials.js';
export {
  type ActivityLogPage,
  activityLogKey,
  fetchActivityLog,
  useActivityLog,
} from './activity-log.js';
export {
  type DismissAlertOutcome,
  dismissAlert,
  fetchMyAlerts,
  type MyAlerts,
  myAlertsKey,
  useDismissAlert,
  useMyAlerts,
} from './alerts.js';
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
  type CompleteProfileSaveOutcome,
  type CompleteProfileState,
  completeProfileKey,
  fetchCompleteProfile,
  type ProfileStanding,
  saveMemberAddresses,
  saveMemberIdentity,
  saveMemberSponsor,
  useCompleteProfile,
  useSaveMemberAddresses,
  useSaveMemberIdentity,
  useSaveMemberSponsor,
} from './complete-profile.js';
export {
  type ContactMessageOutcome,
  contactMessageKey,
  sendContactMessage,
  useSendContactMessage,
} from './contact-message.js';
export {
  type DeclarationsDownload,
  downloadDeclarations,
  useDownloadDeclarations,
} from './declarations-download.js';
export {
  calculateEffectiveDates,
  checkCoverageDate,
  checkNewHireDates,
  effectiveDatesKey,
  fetchBaseCoverageDate,
  fetchSeasonFlags,
  useBaseCoverageDate,
  useCheckCoverageDate,
  useCheckNewHireDates,
  useEffectiveDates,
  useSeasonFlags,
} from './enrollment-dates.js';
export {
  discardEnrollmentDraft,
  enrollmentDraftKey,
  fetchEnrollmentAgreements,
  fetchEnrollmentDraft,
  saveEnrollmentStep,
  useDiscardEnrollmentDraft,
  useEnrollmentAgreements,
  useEnrollmentDraft,
  useSaveEnrollmentStep,
} from './enrollment-draft.js';
export {
  checkDependent,
  checkDualEnrollment,
  fetchProgramDependents,
  fetchUserDependents,
  programDependentsKey,
  saveDependent,
  useCheckDependent,
  useCheckDualEnrollment,
  useProgramDependents,
  userDependentsKey,
  useSaveDependent,
  useUserDependents,
} from './enrollment-family.js';
export { type EnrollmentOutcome, outcomeOf, type Refusal } from './enrollment-outcome.js';
export {
  checkBankAccount,
  checkRoutingNumber,
  fetchPaymentMethods,
  saveBank,
  useCheckBankAccount,
  useCheckRoutingNumber,
  usePaymentMethods,
  useSaveBank,
} from './enrollment-payment.js';
export {
  fetchEnrollmentConfirmation,
  submitEnrollment,
  useEnrollmentConfirmation,
  useSubmitEnrollment,
} from './enrollment-submit.js';
export {
  type FindAccountOutcome,
  type FoundAccount,
  findAccount,
  findAccountKey,
  useFindAccount,
} from './find-account.js';
export { keepAliveKey, sendKeepAlive, useKeepAlive } from './keep-alive.js';
export { endServerSession, logOutKey, useEndServerSession } from './log-out.js';
export {
  confirmSecurityAnswer,
  fetchSecurityQuestion,
  type PendingSecurityQuestion,
  type SecurityAnswerOutcome,
  type SecurityQuestion,
  securityQuestionKey,
  useConfirmSecurityAnswer,
  usePendingSecurityQuestion,
} from './login-security-question.js';
export {
  fetchEnrollmentOptions,
  fetchFutureEnrollment,
  fetchMultiProgramDashboard,
  fetchPolicyDetails,
  fetchProgramDashboard,
  programDashboardKey,
  useEnrollmentOptions,
  useFutureEnrollment,
  useMultiProgramDashboard,
  usePolicyDetails,
  useProgramDashboard,
} from './member-dashboard.js';
export {
  fetchUserProfile,
  type ProfileAddressesOutcome,
  type ProfileChangeOutcome,
  profileChangeOutcomeOf,
  saveBranchOfService,
  saveMarketingPreferences,
  saveNotificationPreference,
  saveProfileAddresses,
  saveProfileEmails,
  saveProfilePhones,
  saveSponsorDetails,
  userProfileKey,
  useSaveBranchOfService,
  useSaveMarketingPreferences,
  useSaveNotificationPreference,
  useSaveProfileAddresses,
  useSaveProfileEmails,
  useSaveProfilePhones,
  useSaveSponsorDetails,
  useUserProfile,
} from './my-profile.js';
export {
  fetchComparePlanDetails,
  fetchComparePlans,
  fetchCoverageDetails,
  fetchHighLowPlan,
  fetchPayFrequency,
  fetchProgramList,
  highLowPlanKey,
  useComparePlanDetails,
  useComparePlans,
  useCoverageDetails,
  useHighLowPlan,
  usePayFrequency,
  useProgramList,
} from './plan-choice.js';
export {
  checkResetLink,
  type LinkPasswordResetOutcome,
  type LinkPasswordResetRequest,
  type ResetLinkCheck,
  resetLinkKey,
  resetPasswordByLink,
  useResetLink,
  useResetPasswordByLink,
  type ValidResetLink,
} from './profile-reset.js';
export {
  type ReauthCodeOutcome,
  type ReauthenticateInput,
  type ReauthenticateOutcome,
  reauthenticate,
  reauthenticateKey,
  sendReauthenticationCode,
  sendReauthenticationCodeKey,
  useReauthenticate,
  useSendReauthenticationCode,
} from './reauthentication.js';
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
export { type SignInAttempt, signIn, signInKey, useSignIn } from './sign-in.js';
export {
  fetchSearchSuggestions,
  fetchSiteSearch,
  searchSuggestionsKey,
  useSearchSuggestions,
} from './site-search.js';
export {
  sendTemporaryPasswordLink,
  type TemporaryPasswordLinkOutcome,
  temporaryPasswordLinkKey,
  useSendTemporaryPasswordLink,
} from './temporary-password-link.js';
export {
  checkTwoStepCode,
  checkTwoStepCodeKey,
  sendTwoStepCode,
  sendTwoStepCodeKey,
  type TwoStepCheckOutcome,
  type TwoStepContactMethod,
  type TwoStepRefusal,
  type TwoStepSendOutcome,
  type TwoStepSignIn,
  useCheckTwoStepCode,
  useSendTwoStepCode,
} from './two-step.js';
export { useRequestsInFlight } from './use-requests-in-flight.js';
