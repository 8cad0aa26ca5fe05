import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';

/*
 * Issue 14, finding 4: a NUL in a text field was a 500 on PostgreSQL and stored as is on SQLite.
 * Every string of every request contract must refuse it (and the other control characters), so
 * the service answers 400 before anything reaches the database. One valid request per call
 * (two for the call with two shapes); each of its strings in turn gets a NUL in the middle.
 */
const memberId = '7100000001';
const token = 'k2Jq8w3ZbQx7YtR1uVn5sLp0aMd4eFgH6iJ9oWcXyBz';
const password = 'Demo-Portal-2026';
const newPassword = 'Quiet-Harbor-Lamp-42';
const questions = [
  { strQuestionId: 'Q1', strAnswer: 'Biscuit' },
  { strQuestionId: 'Q2', strAnswer: 'Dayton' },
  { strQuestionId: 'Q5', strAnswer: 'Volvo' },
];

const validRequests: Record<keyof typeof endpoints, readonly object[]> = {
  login: [{ strUserid: 'fed.member', strPassword: password, strProductNm: 'MFB' }],
  generate2FACode: [{ strMember_Id: memberId, strTokenMethod: 'L', str2FAPref: 'E' }],
  validate2FACode: [
    {
      strMember_Id: memberId,
      strTokenMethod: 'L',
      str2FAPref: 'S',
      verify2FA: '123456',
      redirectURL: '/dashboard',
    },
  ],
  logout: [{}],
  refreshToken: [{}],
  keepAlive: [{}],
  publicKey: [{}],
  fetchUserBankDetails: [{ strMember_Id: memberId, dtEffDate: '2026-01-01' }],
  updateUserBankDetails: [
    {
      strMember_Id: memberId,
      lnBankId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
      strStatus_CD: 'I',
      strBank_Nm: 'Old Harbor Bank',
      strAcc_Nbr: '****7654',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '****5546',
      strDeleteflg: 'Y',
      strObjStatusFlag: 'N',
    },
  ],
  searchAutocomplete: [{ text: 'legal plan' }],
  siteSearch: [
    {
      ResponseType: 'json',
      Template: 'default',
      facets: ['Category'],
      filters: { Category: ['FAQs'] },
      query: 'legal plan',
      text: 'legal plan',
      sort: 'title',
    },
  ],
  portalContactUsSendMail: [
    {
      strFirst_Nm: 'Jane',
      strLast_Nm: 'Rivera',
      strEmail: 'jane.rivera@example.org',
      strPhone: '(202) 555-0143',
      strTopic: 'PAY',
      strMessage: 'Hello,\r\n\r\n\tWhen is my next payment taken?\nThanks',
      strProductNm: 'MFB',
    },
  ],
  findYourAccount: [
    { strLast_Nm: 'Rivera', strSSN: '900-10-0001', dtDOB: '1984-05-14', strProductNm: 'MFB' },
  ],
  sendTemporaryPasswordLink: [{ strLocateToken: token, strTokenMethod: 'E' }],
  validateToken: [{ token_Id: token, method: 'E' }],
  editPortalSecurityCredentials: [
    {
      token_Id: token,
      method: 'S',
      strNewPassword: newPassword,
      strConfirmPassword: newPassword,
      liSecurityQuestions: questions,
    },
    {
      strMember_Id: memberId,
      strCurrentPassword: password,
      strNewPassword: newPassword,
      strConfirmPassword: newPassword,
    },
  ],
  getSecurityQuestion: [{}],
  confirmSecurityAnswer: [{ strQuestionId: 'Q1', strAnswer: 'Biscuit' }],
  fetchSecuritySettings: [{ strMember_Id: memberId }],
  resetSecurityQuestionsFedPoint: [
    { strMember_Id: memberId, strCurrentPassword: password, liSecurityQuestions: questions },
  ],
  updateTwoStepSettings: [{ strMember_Id: memberId, strTwoFactorEnabled: 'Y', str2FAPref: 'E' }],
  continueToAccountCreation: [{}],
  intermediateProfileSave: [
    {
      strStep: 'GET_STARTED',
      objGetStarted: {
        strEnrollingAs: 'F',
        dtDOB: '1988-02-03',
        strAgencyCode: 'AG',
        strProductNm: 'MFB',
      },
    },
    {
      strStep: 'PERSONAL_INFO',
      objUserVO: {
        strPrefix: 'Ms.',
        strFirst_Nm: 'Avery',
        strMiddle_Init: 'J',
        strLast_Nm: 'Quinn',
        strSuffix: '',
        dtDOB: '1988-02-03',
        strSSN: '900-55-0001',
        strGender: 'F',
        strMarried: 'N',
        strDay_Time_Ph: '(202) 555-0190',
        strPrimaryPhone_type: 'M',
        strOther_Ph: '202 555 0191',
        strSecondaryPhone_type: 'O',
        strWork_Email: 'avery.quinn@example.org',
        strConfirmWork_Email: 'avery.quinn@example.org',
        strOther_Email: 'avery@example.com',
        strNotificationPref: 'E',
        blnElectronicConsent: true,
      },
    },
    {
      strStep: 'ADDRESS',
      objUserAddressVO: {
        strAddress_Line1: '1 Main St',
        strAddress_Line2: 'Apt 2',
        strCity: 'Arlington',
        strState: 'VA',
        strZip: '22201',
        strKeepAsEntered: 'N',
      },
      strMailingSameAsResidence: 'N',
      objMailAddressVO: {
        strAddress_Line1: 'PO Box 7',
        strCity: 'Washington',
        strState: 'DC',
        strZip: '20001-1234',
      },
    },
  ],
  saveSponsorInfo: [
    {
      objSponsorVO: {
        strBranchOfService: 'ARMY',
        strMilitaryStatus: 'RCM',
        strReserveComponent: 'GUARD',
        strSponsorFirst_Nm: 'Sam',
        strSponsorLast_Nm: 'Quinn',
        dtSponsorDOB: '1980-01-01',
        strSponsorSSN: '900550002',
      },
    },
  ],
  discardAccountDraft: [{}],
  fetchBranchOfService: [{}],
  fetchStateEligibility: [{ strProductNm: 'MP' }],
  userIDAvailabilityFEHB: [{ strUserId: 'avery.quinn' }],
  retrieveHintQuestions: [{}],
  createUserAccount: [
    {
      strUserId: 'avery.quinn',
      strPassword: newPassword,
      strConfirmPassword: newPassword,
      liSecurityQuestions: questions,
    },
  ],
  agencyLookUp: [{ strAgencyCode: 'AG' }],
  agencySearch: [{ strSearchText: 'agriculture' }],
  fetchAnnuityAgencyLists: [{}],
  fetchEmployeeList: [{ strProductNm: 'MFB' }],
  validateZipCode: [{ strZip: '22201', strState: 'VA' }],
  continueFromCompleteProfile: [{ strMember_Id: memberId }],
  savesEditenrolleeDetails: [
    { strMember_Id: memberId, dtDOB: '1990-01-01', strSSN: '900-10-0004' },
  ],
  sponsorProfileSavePoint: [
    {
      strMember_Id: memberId,
      objSponsorVO: {
        strBranchOfService: 'NAVY',
        strMilitaryStatus: 'ACD',
        strReserveComponent: '',
        strSponsorFirst_Nm: 'Marcus',
        strSponsorLast_Nm: 'Brooks',
        dtSponsorDOB: '1990-01-01',
        strSponsorSSN: '900100032',
      },
    },
  ],
  editEnrolleeAddress: [
    {
      strMember_Id: memberId,
      objUserAddressVO: {
        strAddress_Line1: '1 Main St',
        strAddress_Line2: 'Apt 2',
        strCity: 'Arlington',
        strState: 'VA',
        strZip: '22201',
        strKeepAsEntered: 'N',
      },
      strMailingSameAsResidence: 'N',
      objMailAddressVO: {
        strAddress_Line1: 'PO Box 7',
        strCity: 'Washington',
        strState: 'DC',
        strZip: '20001-1234',
      },
    },
  ],
  fetchProgramList: [{ strMember_Id: memberId }],
  getPayFrequency: [{ strMember_Id: memberId }],
  getHighLowPlan: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      strPayYear: '2027',
      strCoverageTier: 'SF',
      strFlowType: 'modifyPlan',
    },
  ],
  comparePlans: [{ strMember_Id: memberId, strProgId: 'LAW', strPayYear: '2027' }],
  comparePlanDetails: [{ strMember_Id: memberId, strPlanId: 'LAW-S', strPayYear: '2027' }],
  viewCoverageDetails: [{ strMember_Id: memberId, strPlanId: 'LAW-H', strPayYear: '2026' }],
  multiProgramDashboard: [{ strMember_Id: memberId }],
  programDashboard: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  fetchUserPolicyDetails: [
    { strMember_Id: memberId, strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10' },
  ],
  fetchFutureUserEnrollment: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  checkEnrollmentOptions: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  validateNewHireDates: [{ strMember_Id: memberId, strProgId: 'LAW', dtHireDate: '2026-03-02' }],
  seasonSearchFlgs: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  calculateEffectiveDates: [{ strMember_Id: memberId, strProgId: 'LAW', strEnrlType: 'newHire' }],
  fetchBaseCoverageDate: [{ strMember_Id: memberId, strProgId: 'LAW', strEnrlType: 'newHire' }],
  validateCoverageDate: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      strEnrlType: 'newHire',
      strPayYear: '2026',
      dtEffDate: '2026-04-01',
    },
  ],
  fetchUserDependent: [{ strMember_Id: memberId }],
  fetchProgramDependent: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  validateFEHBDependentInfo: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      objDependent: {
        strRelationship: 'U',
        strFirst_Nm: 'Mia',
        strLast_Nm: 'Rivera',
        dtDOB: '2015-07-04',
        strGender: 'F',
        strSSN: '123456789',
      },
    },
  ],
  validateDependentDetails: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      objDependent: {
        strRelationship: 'U',
        strFirst_Nm: 'Mia',
        strLast_Nm: 'Rivera',
        dtDOB: '2015-07-04',
        strGender: 'F',
        strSSN: '123456789',
      },
    },
  ],
  saveDependentDetails: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      objDependent: {
        strRelationship: 'U',
        strFirst_Nm: 'Mia',
        strLast_Nm: 'Rivera',
        dtDOB: '2015-07-04',
        strGender: 'F',
        strSSN: '123456789',
      },
    },
  ],
  checkDualEnrollmentForProgram: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      strPayYear: '2026',
      liDependentIds: ['0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10'],
    },
  ],
  paymentMethod: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  validateRoutingNumber: [{ strMember_Id: memberId, strAba_Rout_Nbr: '011000015' }],
  validateBankAccount: [
    {
      strMember_Id: memberId,
      objBank: {
        strBank_Nm: 'First Example Bank',
        strAcc_Type: 'C',
        strAba_Rout_Nbr: '011000015',
        strAcc_Nbr: '123456789',
        strConfirmAcc_Nbr: '123456789',
      },
    },
  ],
  saveBankDetails: [
    {
      strMember_Id: memberId,
      objBank: {
        strBank_Nm: 'First Example Bank',
        strAcc_Type: 'C',
        strAba_Rout_Nbr: '011000015',
        strAcc_Nbr: '123456789',
        strConfirmAcc_Nbr: '123456789',
      },
    },
  ],
  fetchEnrollmentDraft: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  saveEnrollmentDraft: [
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      strStep: 'REASON',
      objReason: {
        strEnrlType: 'belated',
        strBelatedReason: 'In hospital',
        strPlanId: 'LAW-H',
        strPayYear: '2026',
        dtEffDate: '2026-04-01',
      },
    },
    {
      strMember_Id: memberId,
      strProgId: 'LAW',
      strStep: 'AGREEMENTS',
      objAgreements: {
        liAccepted: [{ strAgreementId: 'termsAndConditions', strVersion: '2026-1' }],
      },
    },
  ],
  discardEnrollmentDraft: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  fetchEnrollmentAgreements: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  submitUserEnrollment: [{ strMember_Id: memberId, strProgId: 'LAW' }],
  fetchEnrollmentConfirmation: [
    { strMember_Id: memberId, strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10' },
  ],
  downloadDeclarations: [
    { strMember_Id: memberId, strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10' },
  ],
  fetchUserProfileDetails: [{ strMember_Id: memberId }],
  updateProfilePhones: [
    {
      strMember_Id: memberId,
      strDay_Time_Ph: '(202) 555-0143',
      strPrimaryPhone_type: 'M',
      strOther_Ph: '301-555-0111',
      strSecondaryPhone_type: 'O',
    },
  ],
  updateProfileEmails: [
    {
      strMember_Id: memberId,
      strWork_Email: 'jane@agency.gov',
      strConfirmWork_Email: 'jane@agency.gov',
      strOther_Email: 'jane@home.example',
      strConfirmOther_Email: 'jane@home.example',
    },
  ],
  updateNotificationPreference: [
    { strMember_Id: memberId, strNotificationPref: 'B', blnElectronicConsent: true },
  ],
  updateMarketingPreferences: [
    { strMember_Id: memberId, liMarketingPrefs: [{ strSection: 'A', strOptIn: 'Y' }] },
  ],
  updateSponsorDetails: [
    {
      strMember_Id: memberId,
      objSponsorVO: {
        strSponsorFirst_Nm: 'Sam',
        strSponsorLast_Nm: 'Rivera',
        dtSponsorDOB: '1980-04-02',
        strSponsorSSN: '123-45-6789',
      },
    },
  ],
  updateBranchOfServices: [
    {
      strMember_Id: memberId,
      objSponsorVO: {
        strBranchOfService: 'ARMY',
        strMilitaryStatus: 'RCM',
        strReserveComponent: 'GUARD',
      },
    },
  ],
  sendReauthenticationCode: [{ strMember_Id: memberId, str2FAPref: 'E' }],
  reauthenticate: [
    { strMember_Id: memberId, strPassword: password },
    { strMember_Id: memberId, verify2FA: '123456' },
  ],
  manageMyAlerts: [
    { strMember_Id: memberId, strAction: 'LIST' },
    { strMember_Id: memberId, strAction: 'DISMISS', strAlertId: 'a1b2c3' },
  ],
  fetchActivityLog: [{ strMember_Id: memberId, lnPage: 1, lnPageSize: 20 }],
};

/** Calls whose request is a union: zod reports a broken field at the union's root. */
const unionRequests = new Set([
  'editPortalSecurityCredentials',
  'intermediateProfileSave',
  'saveEnrollmentDraft',
  'manageMyAlerts',
  'reauthenticate',
]);

type Path = (string | number)[];

/** The path of every string in `value`, however deep. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `value` whose string at `path` has `insert` in its middle. */
function withInserted(value: unknown, path: Path, insert: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) {
    const text = value as string;
    const middle = Math.ceil(text.length / 2);
    return `${text.slice(0, middle)}${insert}${text.slice(middle)}`;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[step] = withInserted(copy[step], rest, insert);
  return copy;
}

const cases = Object.entries(validRequests).flatMap(([name, requests]) =>
  requests.flatMap((request) =>
    stringPaths(request).map((path) => [name as keyof typeof endpoints, request, path] as const),
  ),
);

describe('request contracts and control characters', () => {
  it('have a valid request for every call, which passes', () => {
    expect(Object.keys(validRequests).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, requests] of Object.entries(validRequests)) {
      for (const request of requests) {
        const result = endpoints[name as keyof typeof endpoints].request.safeParse(request);
        expect(result.error?.issues, name).toBeUndefined();
      }
    }
  });

  it.each(cases.map(([name, request, path]) => [`${name} ${path.join('.')}`, name, request, path]))(
    'refuse a NUL in %s',
    (_label, name, request, path) => {
      const result = endpoints[name].request.safeParse(withInserted(request, path, '\u0000'));
      expect(result.success).toBe(false);
      const paths = result.error?.issues.map((issue) => issue.path.join('.'));
      // A union reports at its root; the others at the field.
      if (!unionRequests.has(name)) expect(paths).toContain(path.join('.'));
    },
  );

  it('refuse the other control characters in the free-text fields, as pattern', () => {
    const login = validRequests.login[0];
    for (const control of ['\u0001', '\t', '\n', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const result = endpoints.login.request.safeParse(withInserted(login, ['strUserid'], control));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['pattern']);
    }
  });

  it('let the contact message keep its paragraphs, and nothing else', () => {
    const [contact] = validRequests.portalContactUsSendMail;
    const request = endpoints.portalContactUsSendMail.request;
    expect(request.safeParse(contact).success).toBe(true);
    for (const control of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f']) {
      const result = request.safeParse(withInserted(contact, ['strMessage'], control));
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['pattern']);
    }
  });
});
