import {
  continueFromCompleteProfilePath,
  editEnrolleeAddressPath,
  savesEditenrolleeDetailsPath,
  sponsorProfileSavePointPath,
} from '@portal/api/account-creation';
import { fetchActivityLogPath } from '@portal/api/activity';
import { manageMyAlertsPath } from '@portal/api/alerts';
import {
  fetchUserBankDetailsPath,
  fetchUserBankDetailsResponseSchema,
  updateUserBankDetailsPath,
} from '@portal/api/banks';
import {
  checkEnrollmentOptionsPath,
  fetchFutureUserEnrollmentPath,
  fetchUserPolicyDetailsPath,
  multiProgramDashboardPath,
  programDashboardPath,
} from '@portal/api/dashboard';
import { endpoints } from '@portal/api/endpoints';
import {
  comparePlanDetailsPath,
  comparePlansPath,
  fetchProgramListPath,
  getHighLowPlanPath,
  getPayFrequencyPath,
  viewCoverageDetailsPath,
} from '@portal/api/plans';
import {
  fetchUserProfileDetailsPath,
  reauthenticatePath,
  sendReauthenticationCodePath,
  updateBranchOfServicesPath,
  updateMarketingPreferencesPath,
  updateNotificationPreferencePath,
  updateProfileEmailsPath,
  updateProfilePhonesPath,
  updateSponsorDetailsPath,
} from '@portal/api/profile';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import {
  fetchSecuritySettingsPath,
  resetSecurityQuestionsFedPointPath,
  updateTwoStepSettingsPath,
} from '@portal/api/security-settings';
import { keepAlivePath, logoutPath, refreshTokenPath } from '@portal/api/sign-in';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Every member-scoped route, whatever its area, refuses what is not the signed-in member's: no
 * session is 401, another member's id is 404 as for a member who does not exist, and a token of
 * the other edition's site is 404 too (README, 'Adding a member-scoped route').
 */

const victimId = '7100000001'; // fed.member
const unknownMemberId = '9999999999';

let t: TestApp;
let victimToken: string;
let otherMemberToken: string;
let otherEditionToken: string;
let deletableBankId: string;

beforeAll(async () => {
  t = await createTestApp();
  victimToken = await signInToken(t.app);
  otherMemberToken = await signInToken(t.app, { strUserid: 'fed.new' });
  otherEditionToken = await signInToken(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
  const banks = fetchUserBankDetailsResponseSchema.parse(
    (
      await post(fetchUserBankDetailsPath, bodyFor(fetchUserBankDetailsPath, victimId), victimToken)
    ).json(),
  );
  const deletable = banks.strReturnObject?.find((bank) => bank.strDeleteflg === 'Y');
  if (!deletable) throw new Error('fed.member has no deletable bank');
  deletableBankId = deletable.lnBankId;
});
afterAll(() => t.close());

/**
 * A valid request body of each member-scoped call, naming `memberId` where the call carries a
 * member id; null for calls that act on the session itself and name no member. A new
 * member-scoped route needs its line here (the first test says so).
 */
const memberCalls: Record<string, ((memberId: string) => object) | null> = {
  [fetchUserBankDetailsPath]: (memberId) => ({ strMember_Id: memberId, dtEffDate: null }),
  [updateUserBankDetailsPath]: (memberId) => ({
    strMember_Id: memberId,
    lnBankId: deletableBankId,
    strStatus_CD: 'I',
  }),
  [fetchSecuritySettingsPath]: (memberId) => ({ strMember_Id: memberId }),
  [editPortalSecurityCredentialsPath]: (memberId) => ({
    strMember_Id: memberId,
    strCurrentPassword: demoPassword,
    strNewPassword: 'tabletop-lantern-07',
    strConfirmPassword: 'tabletop-lantern-07',
  }),
  [resetSecurityQuestionsFedPointPath]: (memberId) => ({
    strMember_Id: memberId,
    strCurrentPassword: demoPassword,
    liSecurityQuestions: [
      { strQuestionId: 'Q4', strAnswer: 'Maple Row' },
      { strQuestionId: 'Q6', strAnswer: 'Hillside Primary' },
      { strQuestionId: 'Q7', strAnswer: 'Kenji' },
    ],
  }),
  [updateTwoStepSettingsPath]: (memberId) => ({
    strMember_Id: memberId,
    strTwoFactorEnabled: 'Y',
    str2FAPref: 'E',
  }),
  [continueFromCompleteProfilePath]: (memberId) => ({ strMember_Id: memberId }),
  [editEnrolleeAddressPath]: (memberId) => ({
    strMember_Id: memberId,
    objUserAddressVO: {
      strAddress_Line1: '1 Main St',
      strCity: 'Arlington',
      strState: 'VA',
      strZip: '22201',
    },
    strMailingSameAsResidence: 'Y',
  }),
  [savesEditenrolleeDetailsPath]: (memberId) => ({
    strMember_Id: memberId,
    dtDOB: '1990-01-01',
    strSSN: '900-55-0101',
  }),
  [sponsorProfileSavePointPath]: (memberId) => ({
    strMember_Id: memberId,
    objSponsorVO: { strBranchOfService: 'ARMY', strMilitaryStatus: 'ACD' },
  }),
  // The plan choice and the dashboard (issue 20).
  [fetchProgramListPath]: (memberId) => ({ strMember_Id: memberId }),
  [getPayFrequencyPath]: (memberId) => ({ strMember_Id: memberId }),
  [getHighLowPlanPath]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [comparePlansPath]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [comparePlanDetailsPath]: (memberId) => ({
    strMember_Id: memberId,
    strPlanId: 'LAW-S',
    strPayYear: '2026',
  }),
  [viewCoverageDetailsPath]: (memberId) => ({ strMember_Id: memberId, strPlanId: 'LAW-H' }),
  [multiProgramDashboardPath]: (memberId) => ({ strMember_Id: memberId }),
  [programDashboardPath]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [fetchUserPolicyDetailsPath]: (memberId) => ({
    strMember_Id: memberId,
    strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
  }),
  [fetchFutureUserEnrollmentPath]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [checkEnrollmentOptionsPath]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  // Enrolling (issue 21)
  [endpoints.validateNewHireDates.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.seasonSearchFlgs.path]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [endpoints.calculateEffectiveDates.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    strEnrlType: 'newHire',
  }),
  [endpoints.fetchBaseCoverageDate.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    strEnrlType: 'newHire',
  }),
  [endpoints.validateCoverageDate.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    strEnrlType: 'newHire',
    strPayYear: '2026',
    dtEffDate: '2026-12-01',
  }),
  [endpoints.fetchUserDependent.path]: (memberId) => ({ strMember_Id: memberId }),
  [endpoints.fetchProgramDependent.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.validateFEHBDependentInfo.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    objDependent: {
      strRelationship: 'X',
      strFirst_Nm: 'Noa',
      strLast_Nm: 'Test',
      dtDOB: '2019-03-02',
      strGender: 'F',
    },
  }),
  [endpoints.validateDependentDetails.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    objDependent: {
      strRelationship: 'X',
      strFirst_Nm: 'Noa',
      strLast_Nm: 'Test',
      dtDOB: '2019-03-02',
      strGender: 'F',
    },
  }),
  [endpoints.saveDependentDetails.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    objDependent: {
      strRelationship: 'X',
      strFirst_Nm: 'Noa',
      strLast_Nm: 'Test',
      dtDOB: '2019-03-02',
      strGender: 'F',
    },
  }),
  [endpoints.checkDualEnrollmentForProgram.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    strPayYear: '2026',
    liDependentIds: ['0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10'],
  }),
  [endpoints.paymentMethod.path]: (memberId) => ({ strMember_Id: memberId, strProgId: 'LAW' }),
  [endpoints.validateRoutingNumber.path]: (memberId) => ({
    strMember_Id: memberId,
    strAba_Rout_Nbr: '011000015',
  }),
  [endpoints.validateBankAccount.path]: (memberId) => ({
    strMember_Id: memberId,
    objBank: {
      strBank_Nm: 'First Example Bank',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '011000015',
      strAcc_Nbr: '123456789',
      strConfirmAcc_Nbr: '123456789',
    },
  }),
  [endpoints.saveBankDetails.path]: (memberId) => ({
    strMember_Id: memberId,
    objBank: {
      strBank_Nm: 'First Example Bank',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '011000015',
      strAcc_Nbr: '123456789',
      strConfirmAcc_Nbr: '123456789',
    },
  }),
  [endpoints.fetchEnrollmentDraft.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.saveEnrollmentDraft.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
    strStep: 'FAMILY',
    objFamily: { strCoverageTier: 'S', liCoveredDependentIds: [] },
  }),
  [endpoints.discardEnrollmentDraft.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.fetchEnrollmentAgreements.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.submitUserEnrollment.path]: (memberId) => ({
    strMember_Id: memberId,
    strProgId: 'LAW',
  }),
  [endpoints.fetchEnrollmentConfirmation.path]: (memberId) => ({
    strMember_Id: memberId,
    strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
  }),
  [endpoints.downloadDeclarations.path]: (memberId) => ({
    strMember_Id: memberId,
    strEnrollmentId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
  }),
  // My profile, confirm it's you, alerts and the activity log (issue 22).
  [fetchUserProfileDetailsPath]: (memberId) => ({ strMember_Id: memberId }),
  [updateProfilePhonesPath]: (memberId) => ({
    strMember_Id: memberId,
    strDay_Time_Ph: '2025550199',
    strPrimaryPhone_type: 'M',
  }),
  [updateProfileEmailsPath]: (memberId) => ({
    strMember_Id: memberId,
    strWork_Email: 'someone@example.org',
    strConfirmWork_Email: 'someone@example.org',
  }),
  [updateNotificationPreferencePath]: (memberId) => ({
    strMember_Id: memberId,
    strNotificationPref: 'L',
    blnElectronicConsent: false,
  }),
  [updateMarketingPreferencesPath]: (memberId) => ({
    strMember_Id: memberId,
    liMarketingPrefs: [{ strSection: 'A', strOptIn: 'Y' }],
  }),
  [updateSponsorDetailsPath]: (memberId) => ({
    strMember_Id: memberId,
    objSponsorVO: {
      strSponsorFirst_Nm: 'Sam',
      strSponsorLast_Nm: 'Brooks',
      dtSponsorDOB: '1980-01-01',
    },
  }),
  [updateBranchOfServicesPath]: (memberId) => ({
    strMember_Id: memberId,
    objSponsorVO: { strBranchOfService: 'ARMY', strMilitaryStatus: 'ACD' },
  }),
  [sendReauthenticationCodePath]: (memberId) => ({ strMember_Id: memberId, str2FAPref: 'S' }),
  [reauthenticatePath]: (memberId) => ({ strMember_Id: memberId, strPassword: demoPassword }),
  [manageMyAlertsPath]: (memberId) => ({ strMember_Id: memberId, strAction: 'LIST' }),
  [fetchActivityLogPath]: (memberId) => ({ strMember_Id: memberId, lnPage: 1 }),
  [logoutPath]: null,
  [refreshTokenPath]: null,
  [keepAlivePath]: null,
};

function bodyFor(path: string, memberId: string): object {
  return memberCalls[path]?.(memberId) ?? {};
}

function post(path: string, body: object, token?: string, edition: ProductFlag = 'MFB') {
  return postEncrypted(t.app, `${apiBasePath}${path}`, body, { token, edition });
}

const withoutDate = (answer: Record<string, unknown>) => ({ ...answer, strServerDate: undefined });

async function auditRowsOfVictim() {
  const rows = await t.db
    .selectFrom('audit_events')
    .select('audit_id')
    .where('member_id', '=', victimId)
    .execute();
  return rows.length;
}

describe('member-scoped routes', () => {
  it('are every call that needs a session, each covered here', () => {
    const needSession = Object.values<Endpoint>(endpoints)
      .filter((endpoint) => endpoint.authenticated === true)
      .map((endpoint) => endpoint.path);
    const declared = [...t.app.memberScopedPaths];
    expect(declared).toEqual(expect.arrayContaining(needSession));
    expect(declared.sort()).toEqual(Object.keys(memberCalls).sort());
  });

  const paths = Object.keys(memberCalls);

  it.each(paths)('%s refuses a call without a session with 401', async (path) => {
    const answer = await post(path, bodyFor(path, victimId));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({
      returnCode: 401,
      strReturnObject: { strMessage: 'Sign in to continue.' },
    });
  });

  it.each(paths.filter((path) => memberCalls[path] !== null))(
    "%s answers another member's id with 404, as a member who does not exist",
    async (path) => {
      const auditRowsBefore = await auditRowsOfVictim();
      const foreign = await post(path, bodyFor(path, victimId), otherMemberToken);
      const unknown = await post(path, bodyFor(path, unknownMemberId), otherMemberToken);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ returnCode: 404 });
      expect(withoutDate(foreign.json())).toEqual(withoutDate(unknown.json()));
      expect(await auditRowsOfVictim()).toBe(auditRowsBefore);
    },
  );

  it.each(paths)("%s answers a token of the other edition's site with 404", async (path) => {
    const answer = await post(path, bodyFor(path, '7200000001'), otherEditionToken, 'MFB');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ returnCode: 404 });
  });

  it("leaves the member's own data as it was", async () => {
    // The refused calls above deleted no bank, ended no session and changed no password.
    const own = await post(
      fetchUserBankDetailsPath,
      bodyFor(fetchUserBankDetailsPath, victimId),
      victimToken,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().strReturnObject).toHaveLength(3);
    const settings = await post(
      fetchSecuritySettingsPath,
      bodyFor(fetchSecuritySettingsPath, victimId),
      victimToken,
    );
    expect(settings.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strTwoFactorEnabled: 'N', liSecurityQuestionIds: ['Q1', 'Q2', 'Q5'] },
    });
  });
});
