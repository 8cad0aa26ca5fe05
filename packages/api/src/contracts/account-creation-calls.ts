/*
 * Every call issue 19 names (spec section 7 'Account creation', and the 'Account and login' and
 * 'Tools' calls of account creation), with what became of it: the step that uses it, or why it is
 * not offered. A test checks the offered ones are in the endpoint table and the others are not, so
 * the README's table (apps/server/README.md) is generated from facts, not memory.
 */

export type AccountCreationCall =
  | { call: string; offered: true; endpoint: string; step: string }
  | { call: string; offered: false; why: string };

export const accountCreationCalls: readonly AccountCreationCall[] = [
  // Spec section 7, 'Account creation'
  {
    call: 'continueToAccountCreation',
    offered: true,
    endpoint: 'continueToAccountCreation',
    step: 'get-started: Continue your application (resume at the saved step)',
  },
  {
    call: 'intermediateProfileSave',
    offered: true,
    endpoint: 'intermediateProfileSave',
    step: 'every Continue of get-started, personal-info and address-dvc',
  },
  {
    call: 'fetchBranchOfService',
    offered: true,
    endpoint: 'fetchBranchOfService',
    step: 'branch-of-service: the branch list',
  },
  {
    call: 'saveSponsorInfo',
    offered: true,
    endpoint: 'saveSponsorInfo',
    step: 'branch-of-service: Continue',
  },
  {
    call: 'fetchStateEligibility',
    offered: true,
    endpoint: 'fetchStateEligibility',
    step: 'address-dvc (MP): which states can be chosen',
  },
  {
    call: 'userIDAvailabilityFEHB',
    offered: true,
    endpoint: 'userIDAvailabilityFEHB',
    step: 'credentials: username availability as it is typed',
  },
  {
    call: 'retrieveHintQuestions',
    offered: true,
    endpoint: 'retrieveHintQuestions',
    step: 'credentials: the security questions',
  },
  {
    call: 'createUserAccount',
    offered: true,
    endpoint: 'createUserAccount',
    step: 'check your answers: Create account (signs in)',
  },
  {
    call: 'saveCredentials',
    offered: false,
    why: 'Its work (username, password hash, security answers) is part of createUserAccount, in the same transaction: a password is never kept in a draft, and an account never exists without credentials.',
  },
  {
    call: 'validateSponsorPersonalInfo',
    offered: false,
    why: "saveSponsorInfo checks the sponsor's identity with the same rules (createBranchOfServiceSchema) before saving; a separate check would be a second round trip with the same answer.",
  },
  {
    call: 'validateFGRRPNSponsorInfo',
    offered: false,
    why: 'saveSponsorInfo checks the status and reservist or guard component (the FGR and RPN program codes) with the same schema.',
  },
  {
    call: 'checkStateEligibility',
    offered: false,
    why: 'fetchStateEligibility gives the whole list for the screen; intermediateProfileSave refuses an ineligible state on the service.',
  },
  {
    call: 'updateUserAccount',
    offered: false,
    why: 'Changing an existing account is the profile (my-profile), not account creation.',
  },
  {
    call: 'checkEligibility',
    offered: false,
    why: 'Eligibility and affiliations are the /eligibility issue; account creation records what it needs (affiliation, status, agency or branch).',
  },
  {
    call: 'validateUser',
    offered: false,
    why: 'Duplicates are refused by createUserAccount in its transaction; an earlier check would tell a visitor whether someone has an account.',
  },
  {
    call: 'createMETUserAccount',
    offered: false,
    why: 'One createUserAccount serves both editions: the edition is the site called.',
  },
  // Spec section 7, 'Account and login', as issue 19 names them
  {
    call: 'checkUserInfo',
    offered: false,
    why: 'Would tell a visitor whether a person has an account; createUserAccount refuses duplicates without naming the account.',
  },
  {
    call: 'validateUserPOI',
    offered: false,
    why: 'Proof of identity beyond SSN and date of birth is not part of this product; nothing to check it against.',
  },
  {
    call: 'validateSSNDOB',
    offered: false,
    why: 'An SSN and date-of-birth oracle for visitors; find-account (findYourAccount) is the rate-limited way to find an account by them.',
  },
  {
    call: 'validateDOB',
    offered: false,
    why: 'The age rules are @portal/forms rules run by the screen and again by intermediateProfileSave.',
  },
  {
    call: 'validateCheckSSN',
    offered: false,
    why: "Would tell a visitor whether an SSN has an account; 'SSN already exists' is answered only by createUserAccount.",
  },
  {
    call: 'checkFullSSN',
    offered: false,
    why: 'As validateCheckSSN; the SSN format rules (placeholders refused) run in the screen and on every save.',
  },
  {
    call: 'passwordCheck',
    offered: false,
    why: 'The new-password rules (@portal/forms, with the common-password list) run in the screen and again in createUserAccount.',
  },
  {
    call: 'validateAgencies',
    offered: false,
    why: 'intermediateProfileSave checks the agency against the committed list when get-started is saved; agencyLookUp answers a single code.',
  },
  // Spec section 7, 'Tools'
  {
    call: 'agencyLookUp',
    offered: true,
    endpoint: 'agencyLookUp',
    step: 'get-started: an agency code typed or resumed',
  },
  {
    call: 'agencySearch',
    offered: true,
    endpoint: 'agencySearch',
    step: 'get-started: the agency search (employees, postal employees)',
  },
  {
    call: 'fetchAnnuityAgencyLists',
    offered: true,
    endpoint: 'fetchAnnuityAgencyLists',
    step: 'get-started: the retirement system (annuitants, survivors)',
  },
  {
    call: 'fetchEmployeeList',
    offered: true,
    endpoint: 'fetchEmployeeList',
    step: 'get-started: who is enrolling',
  },
  {
    call: 'validateZipCode',
    offered: true,
    endpoint: 'validateZipCode',
    step: 'address-dvc: ZIP and state checked as the member leaves the ZIP field',
  },
];
