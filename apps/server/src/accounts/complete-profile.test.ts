import {
  completeProfileSaveAnswerSchema,
  continueFromCompleteProfilePath,
  continueFromCompleteProfileResponseSchema,
  editEnrolleeAddressPath,
  savesEditenrolleeDetailsPath,
  sponsorProfileSavePointPath,
} from '@portal/api/account-creation';
import { apiBasePath, twoStepCookie } from '@portal/api/protocol';
import { securityCheckCookie } from '@portal/api/recovery';
import { generate2FACodePath, validate2FACodePath } from '@portal/api/sign-in';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySsn } from '../security-settings/security-hashing.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import {
  cookieSet,
  demoAnswerOf,
  postGetSecurityQuestion,
  postSecurityAnswer,
} from '../testing/recovery-requests.js';
import {
  bearerTokenFrom,
  completeProfileForwardCodes,
  confirmItsYou,
  postLogin,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Issue 19, items 4 and 5: a member signed in with an incomplete profile gets the login code of
 * what is missing (with a session), and completes it through continueFromCompleteProfile,
 * sponsorProfileSavePoint and EditEnrolleeAddress, each for the signed-in member only.
 * README 'Sign-in outcomes that belong to account creation' names these tests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = {
  'fed.member': '7100000001',
  'fed.twostep': '7100000002',
  'fed.new': '7100000004',
  'fed.nohome': '7100000009',
  'fed.verify': '7100000005',
  'fed.recover': '7100000006',
  'fed.settings': '7100000007',
  'fed.address': '7100000008',
  'mil.member': '7100000030',
  'mil.family': '7100000031',
  'ind.settings': '7200000003',
} as const;
type DemoUser = keyof typeof ids;

const residence = {
  strAddress_Line1: '400 Hay St',
  strAddress_Line2: '',
  strCity: 'Fayetteville',
  strState: 'NC',
  strZip: '28301',
};

async function signedIn(userId: DemoUser, edition: ProductFlag = 'MFB') {
  const answer = await postLogin(t.app, { strUserid: userId, strProductNm: edition });
  const token = bearerTokenFrom(answer);
  return { body: answer.json(), token };
}

function post(path: string, body: object, token: string | undefined, edition: ProductFlag = 'MFB') {
  return postEncrypted(t.app, `${apiBasePath}${path}`, body, { token, edition });
}

async function standingOf(userId: DemoUser, token: string) {
  const answer = await post(continueFromCompleteProfilePath, { strMember_Id: ids[userId] }, token);
  expect(answer.statusCode).toBe(200);
  return continueFromCompleteProfileResponseSchema.parse(answer.json()).strReturnObject;
}

async function saveAddress(userId: DemoUser, token: string, step: object, edition?: ProductFlag) {
  const answer = await post(
    editEnrolleeAddressPath,
    { strMember_Id: ids[userId], ...step },
    token,
    edition,
  );
  return { status: answer.statusCode, body: completeProfileSaveAnswerSchema.parse(answer.json()) };
}

async function saveSponsor(userId: DemoUser, token: string, sponsor: object) {
  const answer = await post(
    sponsorProfileSavePointPath,
    { strMember_Id: ids[userId], objSponsorVO: sponsor },
    token,
  );
  return { status: answer.statusCode, body: completeProfileSaveAnswerSchema.parse(answer.json()) };
}

function memberRow(userId: DemoUser) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('member_id', '=', ids[userId])
    .executeTakeFirstOrThrow();
}

function addressesOf(userId: DemoUser) {
  return t.db
    .selectFrom('member_addresses')
    .selectAll()
    .where('member_id', '=', ids[userId])
    .orderBy('address_type')
    .execute();
}

function auditKindsOf(userId: DemoUser) {
  return t.db
    .selectFrom('audit_events')
    .select('kind')
    .where('member_id', '=', ids[userId])
    .execute()
    .then((rows) => rows.map((row) => row.kind));
}

function setFlags(userId: DemoUser, flags: { residence?: string | null; mailing?: string | null }) {
  return t.db
    .updateTable('members')
    .set({
      ...(flags.residence !== undefined && { address_invalid_flag: flags.residence }),
      ...(flags.mailing !== undefined && { mail_address_invalid_flag: flags.mailing }),
    })
    .where('member_id', '=', ids[userId])
    .execute();
}

describe('sign-in of a member whose profile is incomplete (login codes 18, 22, 23, 29, 30)', () => {
  it('29 needAddress: fed.nohome, with no residence, is signed in and sent to the address', async () => {
    const { body, token } = await signedIn('fed.nohome');
    expect(body).toMatchObject({
      returnCode: 200,
      forwardCode: 29,
      strReturnObject: {
        objuservo: { strMember_Id: ids['fed.nohome'] },
        objProfileCompletion: { profileCompletion: false },
      },
    });
    // A session exists: the member completes the profile signed in.
    expect(token).toBeDefined();
  });

  it("30 needSponsorInfo: mil.family, whose sponsor's branch was never given", async () => {
    const { body, token } = await signedIn('mil.family');
    expect(body).toMatchObject({
      returnCode: 200,
      forwardCode: 30,
      strReturnObject: { objProfileCompletion: { sponsorBOSCompletion: false } },
    });
    expect(token).toBeDefined();
  });

  it('18 ssnMandatory: a member with no identity facts, before anything else', async () => {
    await t.db
      .deleteFrom('member_identity_facts')
      .where('member_id', '=', ids['fed.recover'])
      .execute();
    await t.db.deleteFrom('member_addresses').where('member_id', '=', ids['fed.recover']).execute();
    const { body, token } = await signedIn('fed.recover');
    expect(body).toMatchObject({ returnCode: 200, forwardCode: 18 });
    if (!token) throw new Error('no session');
    // Then the residence: what is left after the personal info, in the steps' order.
    expect(await standingOf('fed.recover', token)).toMatchObject({
      lnForwardCode: 18,
      strNextStep: 'PERSONAL_INFO',
    });
  });

  it('22 addressZipInvalid: the demo fed.address, both address flags up, goes to the address first', async () => {
    const { body, token } = await signedIn('fed.address');
    expect(body).toMatchObject({ returnCode: 200, forwardCode: 22 });
    if (!token) throw new Error('no session');
    expect(await standingOf('fed.address', token)).toMatchObject({
      lnForwardCode: 22,
      strNextStep: 'ADDRESS',
      objUserAddressVO: { strCity: 'Falls Church', strState: 'VA', strZip: '22046' },
      strMailingSameAsResidence: 'Y',
    });
  });

  it('22 addressZipInvalid and 23 mailZipInvalid: the address flags hold the insert marker', async () => {
    await setFlags('fed.settings', { residence: 'I', mailing: 'I' });
    expect((await signedIn('fed.settings')).body).toMatchObject({
      forwardCode: 22,
      strReturnObject: {
        objuservo: {
          objuseraddressvo: { strAddress_Invalid_Flg: 'I' },
          objmailaddressvo: { strMail_Address_Invalid_Flg: 'I' },
        },
      },
    });
    await setFlags('fed.settings', { residence: null });
    expect((await signedIn('fed.settings')).body.forwardCode).toBe(23);
    await setFlags('fed.settings', { mailing: null });
    expect((await signedIn('fed.settings')).body.forwardCode).toBeOneOf(
      completeProfileForwardCodes,
    );
  });

  it('keeps 31 for a residence the member kept as entered (their choice, not an alert)', async () => {
    await t.db
      .updateTable('member_addresses')
      .set({ verification: 'I' })
      .where('member_id', '=', ids['fed.member'])
      .execute();
    expect((await signedIn('fed.member')).body.forwardCode).toBe(31);
    await t.db
      .updateTable('member_addresses')
      .set({ verification: 'V' })
      .where('member_id', '=', ids['fed.member'])
      .execute();
  });

  it('keeps two-step verification first: code 10 without a session, then the missing step', async () => {
    await t.db.deleteFrom('member_addresses').where('member_id', '=', ids['fed.twostep']).execute();
    const first = await postLogin(t.app, { strUserid: 'fed.twostep' });
    expect(first.json()).toMatchObject({ returnCode: 200, forwardCode: 10 });
    expect(bearerTokenFrom(first)).toBeUndefined();
    const grant = cookieSet(first, twoStepCookie.name)?.value;
    const cookie = `${twoStepCookie.name}=${grant}`;
    const twoStep = { strMember_Id: ids['fed.twostep'], strTokenMethod: 'L', str2FAPref: 'E' };
    const sent = await postEncrypted(t.app, `${apiBasePath}${generate2FACodePath}`, twoStep, {
      cookie,
    });
    expect(sent.json().returnCode).toBe(200);
    const message = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', 'priya.natarajan@example.org')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.body ?? '')?.[1] ?? '';
    const passed = await postEncrypted(
      t.app,
      `${apiBasePath}${validate2FACodePath}`,
      { ...twoStep, verify2FA: code },
      { cookie },
    );
    expect(passed.json()).toMatchObject({ returnCode: 200, forwardCode: 29 });
    expect(bearerTokenFrom(passed)).toBeDefined();
  });

  it('keeps the security question first: code 1 without a session, then the missing step', async () => {
    await t.db.deleteFrom('member_addresses').where('member_id', '=', ids['fed.verify']).execute();
    const first = await postLogin(t.app, { strUserid: 'fed.verify' });
    expect(first.json()).toMatchObject({ returnCode: 200, forwardCode: 1 });
    expect(bearerTokenFrom(first)).toBeUndefined();
    const cookie = cookieSet(first, securityCheckCookie.name)?.value ?? '';
    const asked = (await postGetSecurityQuestion(t.app, cookie)).json().strReturnObject;
    const right = await postSecurityAnswer(
      t.app,
      cookie,
      asked.strQuestionId,
      demoAnswerOf[asked.strQuestionId] ?? '',
    );
    expect(right.json()).toMatchObject({ returnCode: 200, forwardCode: 29 });
    expect(bearerTokenFrom(right)).toBeDefined();
  });
});

describe('POST /continueFromCompleteProfile', () => {
  it("says what is left and what is saved: mil.family's sponsor, without the SSN", async () => {
    const { token } = await signedIn('mil.family');
    if (!token) throw new Error('no session');
    const state = await standingOf('mil.family', token);
    expect(state).toMatchObject({
      lnForwardCode: 30,
      strNextStep: 'BRANCH_OF_SERVICE',
      strEnrollingAs: 'FMM',
      objSponsorVO: {
        strBranchOfService: null,
        strMilitaryStatus: 'ACD',
        strSponsorFirst_Nm: 'Marcus',
        strSponsorLast_Nm: 'Brooks',
        strSponsorSSNOnFile: 'Y',
      },
      objUserAddressVO: { strCity: 'Fayetteville', strState: 'NC', strZip: '28301' },
      strMailingSameAsResidence: 'Y',
      strResidenceCheck: 'V',
    });
    expect(JSON.stringify(state)).not.toMatch(/900-?10-?0032/);
  });

  it('answers 31 and no step for a complete profile, no sponsor for a civilian', async () => {
    const { token } = await signedIn('mil.member');
    if (!token) throw new Error('no session');
    expect(await standingOf('mil.member', token)).toMatchObject({
      lnForwardCode: 31,
      strNextStep: null,
      strEnrollingAs: 'M',
    });
    const civilian = await signedIn('fed.member');
    expect(await standingOf('fed.member', civilian.token ?? '')).toMatchObject({
      lnForwardCode: 31,
      strNextStep: null,
      strEnrollingAs: null,
      objSponsorVO: null,
    });
  });

  it("never answers another member's: 404 as for a member who does not exist, 401 without a session", async () => {
    const { token } = await signedIn('fed.new');
    const foreign = await post(
      continueFromCompleteProfilePath,
      { strMember_Id: ids['mil.family'] },
      token,
    );
    const unknown = await post(continueFromCompleteProfilePath, { strMember_Id: '9999999' }, token);
    expect(foreign.statusCode).toBe(404);
    expect({ ...foreign.json(), strServerDate: 0 }).toEqual({
      ...unknown.json(),
      strServerDate: 0,
    });
    expect(JSON.stringify(foreign.json())).not.toContain('Marcus');
    const anonymous = await post(
      continueFromCompleteProfilePath,
      { strMember_Id: ids['fed.new'] },
      undefined,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /EditEnrolleeAddress', () => {
  it('fed.nohome gives a residence: saved checked, in one transaction with its audit row; then the dashboard', async () => {
    const { token } = await signedIn('fed.nohome');
    if (!token) throw new Error('no session');
    const saved = await saveAddress('fed.nohome', token, {
      objUserAddressVO: residence,
      strMailingSameAsResidence: 'Y',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      returnCode: 200,
      strReturnObject: {
        lnForwardCode: 31,
        strNextStep: null,
        objProfileCompletion: { profileCompletion: true },
      },
    });
    expect(await addressesOf('fed.nohome')).toMatchObject([
      { address_type: 'R', city: 'Fayetteville', state: 'NC', zip: '28301', verification: 'V' },
    ]);
    expect(await auditKindsOf('fed.nohome')).toContain('profile.address-saved');
    expect((await signedIn('fed.nohome')).body.forwardCode).toBeOneOf(completeProfileForwardCodes);
  });

  it('refuses a ZIP outside its state with candidates, and keeps it unchecked when asked; clears the flags', async () => {
    await setFlags('fed.settings', { residence: 'I', mailing: 'I' });
    const { token } = await signedIn('fed.settings');
    if (!token) throw new Error('no session');
    const before = await addressesOf('fed.settings');
    const auditBefore = (await auditKindsOf('fed.settings')).length;
    const wrongState = { ...residence, strState: 'VA' };
    const refused = await saveAddress('fed.settings', token, {
      objUserAddressVO: wrongState,
      strMailingSameAsResidence: 'Y',
    });
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { zip: 'zipStateMismatch' } },
    });
    expect(refused.body.strReturnObject?.liResidenceCandidates?.[0]).toEqual({
      strCity: 'Fayetteville',
      strState: 'NC',
      strZip: '28301',
    });
    // Nothing saved, nothing recorded, the flags still up.
    expect(await addressesOf('fed.settings')).toEqual(before);
    expect(await auditKindsOf('fed.settings')).toHaveLength(auditBefore);
    expect(await memberRow('fed.settings')).toMatchObject({ address_invalid_flag: 'I' });

    const kept = await saveAddress('fed.settings', token, {
      objUserAddressVO: { ...wrongState, strKeepAsEntered: 'Y' },
      strMailingSameAsResidence: 'N',
      objMailAddressVO: {
        strAddress_Line1: 'PO Box 7',
        strCity: 'Washington',
        strState: 'DC',
        strZip: '20001',
      },
    });
    expect(kept.body).toMatchObject({ returnCode: 200, strReturnObject: { lnForwardCode: 31 } });
    expect(await addressesOf('fed.settings')).toMatchObject([
      { address_type: 'M', city: 'Washington', verification: 'V' },
      { address_type: 'R', state: 'VA', zip: '28301', verification: 'I' },
    ]);
    expect(await memberRow('fed.settings')).toMatchObject({
      address_invalid_flag: null,
      mail_address_invalid_flag: null,
    });
    // The mailing address the same as the residence again: with no address to complete any
    // more, it is a change, which needs "confirm it's you" first (issue 22); then its row goes.
    const unconfirmed = await saveAddress('fed.settings', token, {
      objUserAddressVO: residence,
      strMailingSameAsResidence: 'Y',
    });
    expect(unconfirmed.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { strReauthRequired: 'Y' },
    });
    expect(await addressesOf('fed.settings')).toHaveLength(2);
    await confirmItsYou(t.app, token, ids['fed.settings']);
    await saveAddress('fed.settings', token, {
      objUserAddressVO: residence,
      strMailingSameAsResidence: 'Y',
    });
    expect(await addressesOf('fed.settings')).toMatchObject([{ address_type: 'R' }]);
  });

  it("refuses MP's ineligible state with the spec's words", async () => {
    const { token } = await signedIn('ind.settings', 'MP');
    await confirmItsYou(t.app, token ?? '', ids['ind.settings'], undefined, { edition: 'MP' });
    const refused = await saveAddress(
      'ind.settings',
      token ?? '',
      {
        objUserAddressVO: {
          strAddress_Line1: '1 Pike St',
          strCity: 'Seattle',
          strState: 'WA',
          strZip: '98101',
        },
        strMailingSameAsResidence: 'Y',
      },
      'MP',
    );
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { state: 'stateNotEligible' } },
    });
  });

  it('answers 400 for a body that breaks the contract, and saves nothing', async () => {
    const { token } = await signedIn('fed.member');
    const before = await addressesOf('fed.member');
    const answer = await post(
      editEnrolleeAddressPath,
      {
        strMember_Id: ids['fed.member'],
        objUserAddressVO: { ...residence, strZip: '2830' },
        strMailingSameAsResidence: 'Y',
      },
      token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnCode).toBe(400);
    const unknownField = await post(
      editEnrolleeAddressPath,
      {
        strMember_Id: ids['fed.member'],
        objUserAddressVO: residence,
        strMailingSameAsResidence: 'Y',
        address_invalid_flag: 'V',
      },
      token,
    );
    expect(unknownField.statusCode).toBe(400);
    expect(await addressesOf('fed.member')).toEqual(before);
  });

  it("never changes another member's addresses", async () => {
    const { token } = await signedIn('fed.new');
    const before = await addressesOf('mil.member');
    const foreign = await post(
      editEnrolleeAddressPath,
      {
        strMember_Id: ids['mil.member'],
        objUserAddressVO: residence,
        strMailingSameAsResidence: 'Y',
      },
      token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await addressesOf('mil.member')).toEqual(before);
  });
});

describe('POST /sponsorProfileSavePoint', () => {
  const branch = { strBranchOfService: 'ARMY', strMilitaryStatus: 'ACD', strReserveComponent: '' };

  it("mil.family gives the sponsor's branch, keeping the sponsor's SSN on file; then the dashboard", async () => {
    const { token } = await signedIn('mil.family');
    if (!token) throw new Error('no session');
    const state = await standingOf('mil.family', token);
    const sponsor = state?.objSponsorVO;
    const hashBefore = (
      await t.db
        .selectFrom('member_sponsors')
        .select('ssn_hash')
        .where('member_id', '=', ids['mil.family'])
        .executeTakeFirstOrThrow()
    ).ssn_hash;

    // A reservist must say which component: refused, nothing saved.
    const refused = await saveSponsor('mil.family', token, {
      ...branch,
      strMilitaryStatus: 'RCM',
      strSponsorFirst_Nm: sponsor?.strSponsorFirst_Nm,
      strSponsorLast_Nm: sponsor?.strSponsorLast_Nm,
      dtSponsorDOB: sponsor?.dtSponsorDOB,
    });
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { reserveComponent: 'required' } },
    });
    expect((await signedIn('mil.family')).body.forwardCode).toBe(30);

    const saved = await saveSponsor('mil.family', token, {
      ...branch,
      strSponsorFirst_Nm: sponsor?.strSponsorFirst_Nm,
      strSponsorLast_Nm: sponsor?.strSponsorLast_Nm,
      dtSponsorDOB: sponsor?.dtSponsorDOB,
    });
    expect(saved.body).toMatchObject({
      returnCode: 200,
      strReturnObject: {
        lnForwardCode: 31,
        strNextStep: null,
        objProfileCompletion: { sponsorBOSCompletion: true },
      },
    });
    const row = await t.db
      .selectFrom('member_sponsors')
      .selectAll()
      .where('member_id', '=', ids['mil.family'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ branch_of_service: 'ARMY', ssn_hash: hashBefore });
    expect(await verifySsn(row.ssn_hash ?? '', '900-10-0032')).toBe(true);
    const affiliation = await t.db
      .selectFrom('member_affiliations')
      .selectAll()
      .where('member_id', '=', ids['mil.family'])
      .executeTakeFirstOrThrow();
    expect(affiliation).toMatchObject({ branch_of_service: 'ARMY', employment_status: 'FMM' });
    expect(await auditKindsOf('mil.family')).toContain('profile.sponsor-saved');
    expect((await signedIn('mil.family')).body.forwardCode).toBeOneOf(completeProfileForwardCodes);
  });

  it('sends a sponsor under 17 to customer service, as account creation does', async () => {
    const { token } = await signedIn('mil.family');
    const refused = await saveSponsor('mil.family', token ?? '', {
      ...branch,
      strSponsorFirst_Nm: 'Young',
      strSponsorLast_Nm: 'Sponsor',
      dtSponsorDOB: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { sponsorDateOfBirth: 'sponsorNeedsCustomerService' } },
    });
  });

  it('is not a civilian member’s step: 300 with a message, nothing saved', async () => {
    const { token } = await signedIn('fed.member');
    const refused = await saveSponsor('fed.member', token ?? '', branch);
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { strMessage: 'This step is not part of your application.' },
    });
    const rows = await t.db
      .selectFrom('member_sponsors')
      .select('member_id')
      .where('member_id', '=', ids['fed.member'])
      .execute();
    expect(rows).toEqual([]);
  });

  it("never changes another member's sponsor", async () => {
    const { token } = await signedIn('fed.new');
    const before = await t.db
      .selectFrom('member_sponsors')
      .selectAll()
      .where('member_id', '=', ids['mil.member'])
      .executeTakeFirstOrThrow();
    const foreign = await post(
      sponsorProfileSavePointPath,
      { strMember_Id: ids['mil.member'], objSponsorVO: { ...branch, strBranchOfService: 'NAVY' } },
      token,
    );
    expect(foreign.statusCode).toBe(404);
    const after = await t.db
      .selectFrom('member_sponsors')
      .selectAll()
      .where('member_id', '=', ids['mil.member'])
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('POST /savesEditenrolleeDetails', () => {
  async function saveIdentity(userId: DemoUser, token: string, dtDOB: string, strSSN: string) {
    const answer = await post(
      savesEditenrolleeDetailsPath,
      { strMember_Id: ids[userId], dtDOB, strSSN },
      token,
    );
    return { status: answer.statusCode, body: answer.json() };
  }
  const identityOf = (userId: DemoUser) =>
    t.db
      .selectFrom('member_identity_facts')
      .selectAll()
      .where('member_id', '=', ids[userId])
      .executeTakeFirst();

  it('18: fed.recover gives the date of birth and SSN; then what is left (the residence, 29)', async () => {
    // As the 18 test above leaves fed.recover: no identity facts, no residence.
    await t.db
      .deleteFrom('member_identity_facts')
      .where('member_id', '=', ids['fed.recover'])
      .execute();
    await t.db.deleteFrom('member_addresses').where('member_id', '=', ids['fed.recover']).execute();
    const { token } = await signedIn('fed.recover');
    if (!token) throw new Error('no session');
    expect(await identityOf('fed.recover')).toBeUndefined();

    // An SSN of another account: refused without naming it, nothing saved.
    const taken = await saveIdentity('fed.recover', token, '1980-02-02', '900-10-0001');
    expect(taken.body).toMatchObject({
      returnCode: 300,
      strReturnObject: {
        strMessage:
          'An account already exists for this Social Security number. Log in, or use Need Help? to find it.',
      },
    });
    // Under 13 by the service's clock: the personal-info step's rule.
    const young = new Date(Date.now() - 12 * 365 * 86_400_000).toISOString().slice(0, 10);
    const child = await saveIdentity('fed.recover', token, young, '900-66-0001');
    expect(child.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { dateOfBirth: 'underOnlineEnrollmentAge' } },
    });
    // A placeholder breaks the contract: 400.
    expect((await saveIdentity('fed.recover', token, '1980-02-02', '000000000')).status).toBe(400);
    expect(await identityOf('fed.recover')).toBeUndefined();

    const saved = await saveIdentity('fed.recover', token, '1980-02-02', '900-66-0001');
    expect(saved.body).toMatchObject({
      returnCode: 200,
      strReturnObject: { lnForwardCode: 29, strNextStep: 'ADDRESS' },
    });
    const facts = await identityOf('fed.recover');
    expect(facts).toMatchObject({ date_of_birth: '1980-02-02' });
    expect(facts?.ssn_hash).not.toContain('900');
    expect(await verifySsn(facts?.ssn_hash ?? '', '900660001')).toBe(true);
    expect(await auditKindsOf('fed.recover')).toContain('profile.identity-saved');
    expect((await signedIn('fed.recover')).body.forwardCode).toBe(29);
  });

  it('two members saving the same SSN at once: one wins, the other hears "SSN already exists", no 500', async () => {
    // Two accounts with no identity facts (login code 18), each signed in.
    const racers = ['fed.settings', 'fed.new'] as const;
    await t.db
      .deleteFrom('member_identity_facts')
      .where(
        'member_id',
        'in',
        racers.map((userId) => ids[userId]),
      )
      .execute();
    const tokens = await Promise.all(racers.map(async (userId) => (await signedIn(userId)).token));

    const answers = await Promise.all(
      racers.map((userId, index) =>
        saveIdentity(userId, tokens[index] ?? '', '1981-04-04', '900-66-0002'),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.returnCode).sort()).toEqual([200, 300]);
    expect(answers.find((answer) => answer.body.returnCode === 300)?.body).toMatchObject({
      strReturnObject: {
        strMessage:
          'An account already exists for this Social Security number. Log in, or use Need Help? to find it.',
      },
    });
    const saved = await Promise.all(racers.map((userId) => identityOf(userId)));
    expect(saved.filter((facts) => facts !== undefined)).toHaveLength(1);
  });

  it('never changes identity facts on file: 300 with a message', async () => {
    const { token } = await signedIn('fed.member');
    const before = await identityOf('fed.member');
    const refused = await saveIdentity('fed.member', token ?? '', '1970-01-01', '900-77-0001');
    expect(refused.body).toMatchObject({
      returnCode: 300,
      strReturnObject: { strMessage: 'This step is not part of your application.' },
    });
    expect(await identityOf('fed.member')).toEqual(before);
  });
});
