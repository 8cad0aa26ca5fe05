/** @portal/api/account-creation: account creation with save and resume (issue 19). */
export {
  type AccountCreationCall,
  accountCreationCalls,
} from './contracts/account-creation-calls.js';
export {
  accountDraftCookie,
  type ContinueToAccountCreationResponse,
  continueToAccountCreationEndpoint,
  continueToAccountCreationPath,
  continueToAccountCreationRequestSchema,
  continueToAccountCreationResponseSchema,
  type DraftSaveAnswer,
  discardAccountDraftEndpoint,
  discardAccountDraftPath,
  draftSaveAnswerSchema,
  fetchBranchOfServiceEndpoint,
  fetchStateEligibilityEndpoint,
  type IntermediateProfileSaveRequest,
  intermediateProfileSaveEndpoint,
  intermediateProfileSavePath,
  intermediateProfileSaveRequestSchema,
  type SaveSponsorInfoRequest,
  saveSponsorInfoEndpoint,
  saveSponsorInfoRequestSchema,
  type ZipCandidate,
  zipCandidateSchema,
} from './contracts/account-creation-contracts.js';
export {
  type AccountCreationStep,
  type AddressStep,
  type AddressVo,
  accountCreationSteps,
  addressStepSchema,
  addressVoSchema,
  type GetStartedVo,
  getStartedVoSchema,
  type SponsorVo,
  sponsorVoSchema,
  type UserVo,
  userVoSchema,
} from './contracts/account-creation-forms.js';
export {
  addressFormOf,
  branchOfServiceFormOf,
  getStartedFormOf,
  personalInfoFormOf,
} from './contracts/account-creation-mapping.js';
export {
  type Agency,
  agencyKinds,
  agencyLookUpEndpoint,
  agencySchema,
  agencySearchEndpoint,
  fetchAnnuityAgencyListsEndpoint,
  fetchEmployeeListEndpoint,
} from './contracts/agency-contracts.js';
export {
  type ValidateZipCodeResponse,
  validateZipCodeEndpoint,
  validateZipCodePath,
  validateZipCodeRequestSchema,
  zipStatuses,
} from './contracts/zip-code-contract.js';
