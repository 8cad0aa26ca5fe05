import {
  continueToAccountCreationEndpoint,
  discardAccountDraftEndpoint,
  fetchBranchOfServiceEndpoint,
  fetchStateEligibilityEndpoint,
  intermediateProfileSaveEndpoint,
  saveSponsorInfoEndpoint,
} from './contracts/account-creation-contracts.js';
import {
  createUserAccountEndpoint,
  retrieveHintQuestionsEndpoint,
  userIDAvailabilityFEHBEndpoint,
} from './contracts/account-credentials-contracts.js';
import {
  findYourAccountEndpoint,
  sendTemporaryPasswordLinkEndpoint,
  validateTokenEndpoint,
} from './contracts/account-recovery-contracts.js';
import { fetchActivityLogEndpoint } from './contracts/activity-contracts.js';
import {
  agencyLookUpEndpoint,
  agencySearchEndpoint,
  fetchAnnuityAgencyListsEndpoint,
  fetchEmployeeListEndpoint,
} from './contracts/agency-contracts.js';
import { manageMyAlertsEndpoint } from './contracts/alert-contracts.js';
import {
  fetchUserBankDetailsEndpoint,
  updateUserBankDetailsEndpoint,
} from './contracts/bank-contracts.js';
import {
  continueFromCompleteProfileEndpoint,
  editEnrolleeAddressEndpoint,
  savesEditenrolleeDetailsEndpoint,
  sponsorProfileSavePointEndpoint,
} from './contracts/complete-profile-contracts.js';
import { portalContactUsSendMailEndpoint } from './contracts/contact-contract.js';
import {
  checkEnrollmentOptionsEndpoint,
  fetchFutureUserEnrollmentEndpoint,
  fetchUserPolicyDetailsEndpoint,
  multiProgramDashboardEndpoint,
  programDashboardEndpoint,
} from './contracts/dashboard-contracts.js';
import { downloadDeclarationsEndpoint } from './contracts/declarations-contracts.js';
import type { Endpoint } from './contracts/endpoint.js';
import {
  calculateEffectiveDatesEndpoint,
  fetchBaseCoverageDateEndpoint,
  seasonSearchFlgsEndpoint,
  validateCoverageDateEndpoint,
  validateNewHireDatesEndpoint,
} from './contracts/enrollment-date-contracts.js';
import {
  discardEnrollmentDraftEndpoint,
  fetchEnrollmentAgreementsEndpoint,
  fetchEnrollmentDraftEndpoint,
  saveEnrollmentDraftEndpoint,
} from './contracts/enrollment-draft-contracts.js';
import {
  checkDualEnrollmentForProgramEndpoint,
  fetchProgramDependentEndpoint,
  fetchUserDependentEndpoint,
  saveDependentDetailsEndpoint,
  validateDependentDetailsEndpoint,
  validateFEHBDependentInfoEndpoint,
} from './contracts/enrollment-family-contracts.js';
import {
  paymentMethodEndpoint,
  saveBankDetailsEndpoint,
  validateBankAccountEndpoint,
  validateRoutingNumberEndpoint,
} from './contracts/enrollment-payment-contracts.js';
import {
  fetchEnrollmentConfirmationEndpoint,
  submitUserEnrollmentEndpoint,
} from './contracts/enrollment-submit-contracts.js';
import { keepAliveEndpoint } from './contracts/keep-alive-contract.js';
import { loginEndpoint } from './contracts/login-contract.js';
import { logoutEndpoint } from './contracts/logout-contract.js';
import {
  comparePlanDetailsEndpoint,
  comparePlansEndpoint,
  fetchProgramListEndpoint,
  getHighLowPlanEndpoint,
  getPayFrequencyEndpoint,
  viewCoverageDetailsEndpoint,
} from './contracts/plan-contracts.js';
import {
  fetchUserProfileDetailsEndpoint,
  updateBranchOfServicesEndpoint,
  updateMarketingPreferencesEndpoint,
  updateNotificationPreferenceEndpoint,
  updateProfileEmailsEndpoint,
  updateProfilePhonesEndpoint,
  updateSponsorDetailsEndpoint,
} from './contracts/profile-contracts.js';
import { publicKeyEndpoint } from './contracts/public-key-contract.js';
import {
  reauthenticateEndpoint,
  sendReauthenticationCodeEndpoint,
} from './contracts/reauthentication-contracts.js';
import { refreshTokenEndpoint } from './contracts/refresh-token-contract.js';
import { searchAutocompleteEndpoint, siteSearchEndpoint } from './contracts/search-contracts.js';
import { editPortalSecurityCredentialsEndpoint } from './contracts/security-credentials-contract.js';
import {
  confirmSecurityAnswerEndpoint,
  getSecurityQuestionEndpoint,
} from './contracts/security-question-contracts.js';
import {
  fetchSecuritySettingsEndpoint,
  resetSecurityQuestionsFedPointEndpoint,
  updateTwoStepSettingsEndpoint,
} from './contracts/security-settings-contracts.js';
import {
  generate2FACodeEndpoint,
  validate2FACodeEndpoint,
} from './contracts/two-step-contracts.js';
import { validateZipCodeEndpoint } from './contracts/zip-code-contract.js';

/**
 * Every endpoint the portal calls, by name: the service registers its routes from this table and
 * the OpenAPI document is generated from it. Each entry lives beside its contracts
 * (contracts/*.ts); the portal's pages import the entries they call, so a page downloads its own
 * contracts and not all of them (the whole table is about 50 kB of compressed JavaScript).
 */
export const endpoints = {
  login: loginEndpoint,
  generate2FACode: generate2FACodeEndpoint,
  validate2FACode: validate2FACodeEndpoint,
  logout: logoutEndpoint,
  refreshToken: refreshTokenEndpoint,
  keepAlive: keepAliveEndpoint,
  publicKey: publicKeyEndpoint,
  fetchUserBankDetails: fetchUserBankDetailsEndpoint,
  updateUserBankDetails: updateUserBankDetailsEndpoint,
  searchAutocomplete: searchAutocompleteEndpoint,
  siteSearch: siteSearchEndpoint,
  portalContactUsSendMail: portalContactUsSendMailEndpoint,
  findYourAccount: findYourAccountEndpoint,
  sendTemporaryPasswordLink: sendTemporaryPasswordLinkEndpoint,
  validateToken: validateTokenEndpoint,
  editPortalSecurityCredentials: editPortalSecurityCredentialsEndpoint,
  getSecurityQuestion: getSecurityQuestionEndpoint,
  confirmSecurityAnswer: confirmSecurityAnswerEndpoint,
  fetchSecuritySettings: fetchSecuritySettingsEndpoint,
  resetSecurityQuestionsFedPoint: resetSecurityQuestionsFedPointEndpoint,
  updateTwoStepSettings: updateTwoStepSettingsEndpoint,
  continueToAccountCreation: continueToAccountCreationEndpoint,
  intermediateProfileSave: intermediateProfileSaveEndpoint,
  saveSponsorInfo: saveSponsorInfoEndpoint,
  discardAccountDraft: discardAccountDraftEndpoint,
  fetchBranchOfService: fetchBranchOfServiceEndpoint,
  fetchStateEligibility: fetchStateEligibilityEndpoint,
  userIDAvailabilityFEHB: userIDAvailabilityFEHBEndpoint,
  retrieveHintQuestions: retrieveHintQuestionsEndpoint,
  createUserAccount: createUserAccountEndpoint,
  agencyLookUp: agencyLookUpEndpoint,
  agencySearch: agencySearchEndpoint,
  fetchAnnuityAgencyLists: fetchAnnuityAgencyListsEndpoint,
  fetchEmployeeList: fetchEmployeeListEndpoint,
  validateZipCode: validateZipCodeEndpoint,
  continueFromCompleteProfile: continueFromCompleteProfileEndpoint,
  sponsorProfileSavePoint: sponsorProfileSavePointEndpoint,
  editEnrolleeAddress: editEnrolleeAddressEndpoint,
  savesEditenrolleeDetails: savesEditenrolleeDetailsEndpoint,
  fetchProgramList: fetchProgramListEndpoint,
  getPayFrequency: getPayFrequencyEndpoint,
  getHighLowPlan: getHighLowPlanEndpoint,
  comparePlans: comparePlansEndpoint,
  comparePlanDetails: comparePlanDetailsEndpoint,
  viewCoverageDetails: viewCoverageDetailsEndpoint,
  multiProgramDashboard: multiProgramDashboardEndpoint,
  programDashboard: programDashboardEndpoint,
  fetchUserPolicyDetails: fetchUserPolicyDetailsEndpoint,
  fetchFutureUserEnrollment: fetchFutureUserEnrollmentEndpoint,
  checkEnrollmentOptions: checkEnrollmentOptionsEndpoint,
  validateNewHireDates: validateNewHireDatesEndpoint,
  seasonSearchFlgs: seasonSearchFlgsEndpoint,
  calculateEffectiveDates: calculateEffectiveDatesEndpoint,
  fetchBaseCoverageDate: fetchBaseCoverageDateEndpoint,
  validateCoverageDate: validateCoverageDateEndpoint,
  fetchUserDependent: fetchUserDependentEndpoint,
  fetchProgramDependent: fetchProgramDependentEndpoint,
  validateFEHBDependentInfo: validateFEHBDependentInfoEndpoint,
  validateDependentDetails: validateDependentDetailsEndpoint,
  saveDependentDetails: saveDependentDetailsEndpoint,
  checkDualEnrollmentForProgram: checkDualEnrollmentForProgramEndpoint,
  paymentMethod: paymentMethodEndpoint,
  validateRoutingNumber: validateRoutingNumberEndpoint,
  validateBankAccount: validateBankAccountEndpoint,
  saveBankDetails: saveBankDetailsEndpoint,
  fetchEnrollmentDraft: fetchEnrollmentDraftEndpoint,
  saveEnrollmentDraft: saveEnrollmentDraftEndpoint,
  discardEnrollmentDraft: discardEnrollmentDraftEndpoint,
  fetchEnrollmentAgreements: fetchEnrollmentAgreementsEndpoint,
  submitUserEnrollment: submitUserEnrollmentEndpoint,
  fetchEnrollmentConfirmation: fetchEnrollmentConfirmationEndpoint,
  downloadDeclarations: downloadDeclarationsEndpoint,
  fetchUserProfileDetails: fetchUserProfileDetailsEndpoint,
  updateProfilePhones: updateProfilePhonesEndpoint,
  updateProfileEmails: updateProfileEmailsEndpoint,
  updateNotificationPreference: updateNotificationPreferenceEndpoint,
  updateMarketingPreferences: updateMarketingPreferencesEndpoint,
  updateSponsorDetails: updateSponsorDetailsEndpoint,
  updateBranchOfServices: updateBranchOfServicesEndpoint,
  sendReauthenticationCode: sendReauthenticationCodeEndpoint,
  reauthenticate: reauthenticateEndpoint,
  manageMyAlerts: manageMyAlertsEndpoint,
  fetchActivityLog: fetchActivityLogEndpoint,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
