import { fetchActivityLogPath, fetchActivityLogResponseSchema } from '@portal/api/activity';
import { manageMyAlertsPath, manageMyAlertsResponseSchema } from '@portal/api/alerts';
import {
  fetchUserProfileDetailsPath,
  fetchUserProfileDetailsResponseSchema,
  profileChangeAnswerSchema,
  reauthenticatePath,
  sendReauthenticationCodePath,
  updateBranchOfServicesPath,
  updateMarketingPreferencesPath,
  updateNotificationPreferencePath,
  updateProfileEmailsPath,
  updateProfilePhonesPath,
  updateSponsorDetailsPath,
} from '@portal/api/profile';
import { apiBasePath } from '@portal/api/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlert } from '../alerts/alert-queries.js';
import { deviceCookie } from '../auth/known-browser.js';
import { demoPassword } from '../db/seed-demo-data.js';
import { type PostOptions, postEncrypted } from '../testing/encrypted-requests.js';
import { latestMessageTo } from '../testing/recovery-requests.js';
import {
  bearerTokenFrom,
  confirmItsYou,
  postLogin,
  signInToken,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const fedNew = { memberId: '7100000004', userId: 'fed.new' };
const fedRecover = { memberId: '7100000006', userId: 'fed.recover' };
const fedMember = { memberId: '7100000001', userId: 'fed.member' };
const milMember = { memberId: '7100000030', userId: 'mil.member' };
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '0' } });
  for (const { userId } of [fedNew, fedRecover, fedMember, milMember]) {
    tokens.set(userId, await signInToken(t.app, { strUserid: userId }));
  }
});
afterAll(() => t.close());

const tokenOf = (member: { userId: string }) => tokens.get(member.userId) ?? '';

/** As `member`, naming `member` unless the body names another. */
function post(
  member: { memberId: string; userId: string },
  path: string,
  body: object = {},
  options: PostOptions = {},
) {
  return postEncrypted(
    t.app,
    `${apiBasePath}${path}`,
    { strMember_Id: member.memberId, ...body },
    { token: tokenOf(member), headers: { 'user-agent': firefox }, ...options },
  );
}

async function profileOf(member: { memberId: string; userId: string }) {
  const answer = fetchUserProfileDetailsResponseSchema.parse(
    (await post(member, fetchUserProfileDetailsPath)).json(),
  );
  expect(answer.returnCode).toBe(200);
  const profile = answer.strReturnObject;
  if (!profile) throw new Error('no profile');
  return profile;
}

async function auditKinds(memberId: string, prefix: string) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select('kind')
    .where('member_id', '=', memberId)
    .orderBy('at')
    .execute();
  return rows.map((row) => row.kind).filter((kind) => kind.startsWith(prefix));
}

const phones = {
  strDay_Time_Ph: '(202) 555-0199',
  strPrimaryPhone_type: 'M',
  strOther_Ph: '301-555-0112',
  strSecondaryPhone_type: 'O',
};

describe('POST /fetchUserProfileDetails', () => {
  it("reads every section: the SSN as its last four, fed.new's flagged work email, the red dot", async () => {
    const profile = await profileOf(fedNew);
    expect(profile.objPersonal).toMatchObject({
      strFirst_Nm: 'Elena',
      strLast_Nm: 'Sokolova',
      dtDOB: '1995-08-19',
      strSSNLast4: '0004',
    });
    expect(profile.objEmails).toMatchObject({
      strWork_Email: 'elena.sokolova@example.org',
      strWorkEmail_Ind: 'I',
    });
    expect(profile.strPendingAction).toBe('Y');
    expect(profile.liMarketingPrefs.map((pref) => pref.strSection)).toEqual([
      'A',
      'C',
      'M',
      'P',
      'B',
      'S',
    ]);
    expect(profile.objUserAddressVO).toMatchObject({ strVerification: 'V', strInvalid: 'N' });
    expect(profile.dtReauthenticatedUntil).toBeNull();
    expect(JSON.stringify(profile)).not.toContain('900-10-0004');
  });

  it("answers 404 for another member's id and 401 without a session, for every call", async () => {
    const calls: Array<[string, object]> = [
      [fetchUserProfileDetailsPath, {}],
      [updateProfilePhonesPath, phones],
      [
        updateProfileEmailsPath,
        { strWork_Email: 'x@example.org', strConfirmWork_Email: 'x@example.org' },
      ],
      [updateNotificationPreferencePath, { strNotificationPref: 'L', blnElectronicConsent: false }],
      [updateMarketingPreferencesPath, { liMarketingPrefs: [{ strSection: 'A', strOptIn: 'Y' }] }],
      [
        updateSponsorDetailsPath,
        {
          objSponsorVO: {
            strSponsorFirst_Nm: 'Sam',
            strSponsorLast_Nm: 'Brooks',
            dtSponsorDOB: '1980-01-01',
          },
        },
      ],
      [
        updateBranchOfServicesPath,
        { objSponsorVO: { strBranchOfService: 'ARMY', strMilitaryStatus: 'ACD' } },
      ],
      [sendReauthenticationCodePath, { str2FAPref: 'E' }],
      [reauthenticatePath, { strPassword: demoPassword }],
      [manageMyAlertsPath, { strAction: 'LIST' }],
      [fetchActivityLogPath, { lnPage: 1 }],
    ];
    const auditBefore = await auditKinds(fedNew.memberId, '');
    for (const [path, body] of calls) {
      const foreign = await post(fedMember, path, { ...body, strMember_Id: fedNew.memberId });
      expect(foreign.statusCode, path).toBe(404);
      expect(foreign.json().returnCode, path).toBe(404);
      const anonymous = await post(fedNew, path, body, { token: undefined });
      expect(anonymous.statusCode, path).toBe(401);
    }
    expect(await auditKinds(fedNew.memberId, '')).toEqual(auditBefore);
  });

  it('answers 400 for a body that breaks the contract', async () => {
    const answer = await post(fedRecover, updateProfilePhonesPath, {
      ...phones,
      strPrimaryPhone_type: 'O',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnCode).toBe(400);
  });
});

describe("confirm it's you (the 15-minute window)", () => {
  it('refuses a phone change until the password is given, then saves it and sends a notice without the number', async () => {
    const refused = profileChangeAnswerSchema.parse(
      (await post(fedRecover, updateProfilePhonesPath, phones)).json(),
    );
    expect(refused).toMatchObject({ returnCode: 300, strReturnObject: { strReauthRequired: 'Y' } });
    expect((await profileOf(fedRecover)).objPhones.strDay_Time_Ph).toBe('2025550161');

    const wrong = await post(fedRecover, reauthenticatePath, { strPassword: 'Not-It-123' });
    expect(wrong.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { password: 'currentPasswordIncorrect' } },
    });
    const right = await post(fedRecover, reauthenticatePath, { strPassword: demoPassword });
    expect(right.json().returnCode).toBe(200);
    const until = Date.parse(right.json().strReturnObject.dtReauthenticatedUntil);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const saved = profileChangeAnswerSchema.parse(
      (await post(fedRecover, updateProfilePhonesPath, phones)).json(),
    );
    expect(saved.returnCode).toBe(200);
    expect(saved.strReturnObject?.objProfile?.objPhones).toEqual({
      strDay_Time_Ph: '2025550199',
      strPrimaryPhone_type: 'M',
      strOther_Ph: '3015550112',
      strSecondaryPhone_type: 'O',
    });
    const notice = await latestMessageTo(
      t.db,
      'tomas.lindqvist@example.org',
      'Your phone number was changed',
    );
    expect(notice.body).toContain('If you did not, call customer care');
    expect(notice.body).toContain('Firefox 128 on Linux');
    expect(notice.body).not.toContain('0199');
    expect(await auditKinds(fedRecover.memberId, 'security.reauth')).toEqual([
      'security.reauthentication-refused',
      'security.reauthenticated',
    ]);
  });

  it('closes after 15 minutes: a change then asks again', async () => {
    await confirmItsYou(t.app, tokenOf(fedRecover), fedRecover.memberId);
    const session = await t.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', fedRecover.memberId)
      .where('reauthenticated_at', 'is not', null)
      .executeTakeFirstOrThrow();
    // The confirmation as if given 15 minutes and one second ago.
    await t.db
      .updateTable('sessions')
      .set({ reauthenticated_at: new Date(Date.now() - 15 * 60_000 - 1000).toISOString() })
      .where('session_id', '=', session.session_id)
      .execute();
    expect((await post(fedRecover, updateProfilePhonesPath, phones)).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strReauthRequired: 'Y' },
    });
    expect((await profileOf(fedRecover)).dtReauthenticatedUntil).toBeNull();
  });

  it('belongs to the session: another sign-in of the same member must confirm again', async () => {
    await confirmItsYou(t.app, tokenOf(fedRecover), fedRecover.memberId);
    const other = await signInToken(t.app, { strUserid: fedRecover.userId });
    expect(
      (await post(fedRecover, updateProfilePhonesPath, phones, { token: other })).json(),
    ).toMatchObject({ returnCode: 300, strReturnObject: { strReauthRequired: 'Y' } });
  });

  it('confirms with a one-time code sent by text message, once', async () => {
    const sent = await post(fedNew, sendReauthenticationCodePath, { str2FAPref: 'S' });
    expect(sent.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { str2FAPref: 'S', strMaskedContact: '(***) ***-0131' },
    });
    const text = await latestMessageTo(t.db, '2025550131');
    const code = /\b(\d{6})\b/.exec(text.body ?? '')?.[1] ?? '';
    expect((await post(fedNew, reauthenticatePath, { verify2FA: '000000' })).json()).toMatchObject(
      code === '000000' ? { returnCode: 200 } : { strReturnObject: { strCodeStatus: 'invalid' } },
    );
    expect((await post(fedNew, reauthenticatePath, { verify2FA: code })).json().returnCode).toBe(
      200,
    );
    // Used up.
    expect((await post(fedNew, reauthenticatePath, { verify2FA: code })).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strCodeStatus: 'expired' },
    });
    // fed.new's only email is flagged: no code goes there.
    expect(
      (await post(fedNew, sendReauthenticationCodePath, { str2FAPref: 'E' })).json(),
    ).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { method: 'emailCodesNeedValidEmail' } },
    });
  });
});

describe('alerts (POST /manageMyAlerts) and fixing the flagged email', () => {
  const alerts = async (member = fedNew, body: object = { strAction: 'LIST' }) =>
    manageMyAlertsResponseSchema.parse((await post(member, manageMyAlertsPath, body)).json());

  it("raises fed.new's invalid work email as an alert; fixing the email resolves it and the red dot goes", async () => {
    const before = await alerts();
    expect(before.strReturnObject).toMatchObject({
      lnPendingCount: 1,
      strPendingAction: 'Y',
      strInvalidMethods: 'Y',
      liAlerts: [
        {
          strKind: 'WORK_EMAIL_INVALID',
          strSeverity: 'ACTION',
          strStatus: 'P',
          strLink: '/my-profile#emails',
          strSubject: 'e•••@example.org',
        },
      ],
    });
    // Reading again raises no second alert.
    expect((await alerts()).strReturnObject?.liAlerts).toHaveLength(1);
    const alertId = before.strReturnObject?.liAlerts[0]?.strAlertId ?? '';
    // An alert to act on is not dismissed: it goes once fixed.
    expect((await alerts(fedNew, { strAction: 'DISMISS', strAlertId: alertId })).returnCode).toBe(
      300,
    );

    const mismatch = await post(fedNew, updateProfileEmailsPath, {
      strWork_Email: 'elena.s@agency.gov',
      strConfirmWork_Email: 'elena.s@agency.org',
    });
    expect(mismatch.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { confirmWorkEmail: 'emailMismatch' } },
    });
    await confirmItsYou(t.app, tokenOf(fedNew), fedNew.memberId);
    const fixed = profileChangeAnswerSchema.parse(
      (
        await post(fedNew, updateProfileEmailsPath, {
          strWork_Email: 'elena.s@agency.gov',
          strConfirmWork_Email: 'Elena.S@agency.gov',
        })
      ).json(),
    );
    expect(fixed.returnCode).toBe(200);
    expect(fixed.strReturnObject?.objProfile).toMatchObject({
      strPendingAction: 'N',
      objEmails: { strWork_Email: 'elena.s@agency.gov', strWorkEmail_Ind: null },
      objuservo: { strWorkEmail_Ind: null },
    });
    const after = await alerts();
    expect(after.strReturnObject).toMatchObject({
      lnPendingCount: 0,
      strPendingAction: 'N',
      strInvalidMethods: 'N',
      liAlerts: [{ strAlertId: alertId, strStatus: 'R' }],
    });
    const notice = await latestMessageTo(
      t.db,
      'elena.s@agency.gov',
      'Your email address was changed',
    );
    expect(notice.body).not.toContain('elena.s@agency.gov');
  });

  it('dismisses an informational alert, and no one else can', async () => {
    await raiseAlert(
      t.db,
      {
        member_id: fedMember.memberId,
        kind: 'BILL_DUE',
        severity: 'INFO',
        subject: 'LAW',
        link: '/dashboard',
      },
      new Date(),
    );
    const listed = await alerts(fedMember);
    const bill = listed.strReturnObject?.liAlerts.find((alert) => alert.strKind === 'BILL_DUE');
    if (!bill) throw new Error('no bill alert');
    const foreign = await post(fedNew, manageMyAlertsPath, {
      strAction: 'DISMISS',
      strAlertId: bill.strAlertId,
    });
    expect(foreign.statusCode).toBe(404);
    const dismissed = await alerts(fedMember, {
      strAction: 'DISMISS',
      strAlertId: bill.strAlertId,
    });
    expect(dismissed.returnCode).toBe(200);
    expect(
      dismissed.strReturnObject?.liAlerts.find((alert) => alert.strAlertId === bill.strAlertId),
    ).toMatchObject({ strStatus: 'D' });
    expect(await auditKinds(fedMember.memberId, 'alert.')).toEqual(['alert.dismissed']);
  });
});

describe('section saves side by side', () => {
  it('two tabs saving different sections both win', async () => {
    await confirmItsYou(t.app, tokenOf(fedMember), fedMember.memberId);
    const [notification, marketing, phoneSave] = await Promise.all([
      post(fedMember, updateNotificationPreferencePath, {
        strNotificationPref: 'L',
        blnElectronicConsent: false,
      }),
      post(fedMember, updateMarketingPreferencesPath, {
        liMarketingPrefs: [
          { strSection: 'A', strOptIn: 'Y' },
          { strSection: 'S', strOptIn: 'Y' },
        ],
      }),
      post(fedMember, updateProfilePhonesPath, { ...phones, strDay_Time_Ph: '2025550188' }),
    ]);
    for (const answer of [notification, marketing, phoneSave]) {
      expect(answer.json().returnCode).toBe(200);
    }
    const profile = await profileOf(fedMember);
    expect(profile.objNotification).toEqual({
      strNotificationPref: 'L',
      strElectronicConsent: 'N',
    });
    expect(profile.liMarketingPrefs.filter((pref) => pref.strOptIn === 'Y')).toEqual([
      { strSection: 'A', strOptIn: 'Y' },
      { strSection: 'S', strOptIn: 'Y' },
    ]);
    expect(profile.objPhones.strDay_Time_Ph).toBe('2025550188');
  });

  it('the same field saved twice keeps the last save and records both', async () => {
    const before = (await auditKinds(fedMember.memberId, 'profile.notification')).length;
    for (const preference of ['E', 'B'] as const) {
      const answer = await post(fedMember, updateNotificationPreferencePath, {
        strNotificationPref: preference,
        blnElectronicConsent: true,
      });
      expect(answer.json().returnCode).toBe(200);
    }
    expect((await profileOf(fedMember)).objNotification.strNotificationPref).toBe('B');
    expect(await auditKinds(fedMember.memberId, 'profile.notification')).toHaveLength(before + 2);
  });

  it('refuses email notices without the consent, with the rule of the screen', async () => {
    expect(
      (
        await post(fedMember, updateNotificationPreferencePath, {
          strNotificationPref: 'E',
          blnElectronicConsent: false,
        })
      ).json(),
    ).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { electronicConsent: 'consentRequired' } },
    });
  });
});

describe('sponsor and branch of service', () => {
  it("saves a uniformed member's branch; a civilian or a member who is their own sponsor is told it is not theirs", async () => {
    const saved = profileChangeAnswerSchema.parse(
      (
        await post(milMember, updateBranchOfServicesPath, {
          objSponsorVO: {
            strBranchOfService: 'NAVY',
            strMilitaryStatus: 'RCM',
            strReserveComponent: 'RESERV',
          },
        })
      ).json(),
    );
    expect(saved.returnCode).toBe(200);
    expect(saved.strReturnObject?.objProfile?.objSponsorVO).toMatchObject({
      strBranchOfService: 'NAVY',
      strMilitaryStatus: 'RCM',
      strReserveComponent: 'RESERV',
    });
    expect(await auditKinds(milMember.memberId, 'profile.branch')).toEqual([
      'profile.branch-of-service-saved',
    ]);
    const ownSponsor = await post(milMember, updateSponsorDetailsPath, {
      objSponsorVO: {
        strSponsorFirst_Nm: 'Sam',
        strSponsorLast_Nm: 'Brooks',
        dtSponsorDOB: '1980-01-01',
      },
    });
    expect(ownSponsor.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strMessage: expect.any(String) },
    });
    const civilian = await post(fedMember, updateBranchOfServicesPath, {
      objSponsorVO: { strBranchOfService: 'ARMY', strMilitaryStatus: 'ACD' },
    });
    expect(civilian.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strMessage: expect.any(String) },
    });
  });
});

describe('activity log (POST /fetchActivityLog) and new browsers', () => {
  it('lists the sign-in and the changes, newest first, with the browser and address, paged', async () => {
    const log = fetchActivityLogResponseSchema.parse(
      (await post(fedRecover, fetchActivityLogPath, { lnPage: 1, lnPageSize: 2 })).json(),
    );
    expect(log.returnCode).toBe(200);
    const page = log.strReturnObject;
    expect(page?.lnPageSize).toBe(2);
    expect(page?.liActivity).toHaveLength(2);
    expect(page?.lnTotal).toBeGreaterThan(2);
    const all = fetchActivityLogResponseSchema.parse(
      (await post(fedRecover, fetchActivityLogPath, { lnPageSize: 50 })).json(),
    ).strReturnObject?.liActivity;
    const kinds = all?.map((entry) => entry.strKind) ?? [];
    expect(kinds).toContain('profile.phones-saved');
    expect(kinds.at(-1)).toBe('login.succeeded');
    const times = all?.map((entry) => entry.dtAt) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
    expect(all?.find((entry) => entry.strKind === 'profile.phones-saved')).toMatchObject({
      strCategory: 'PROFILE',
      strBrowser: 'Firefox 128 on Linux',
      strClientAddress: '127.0.0.1',
    });
    // A look-up that is not the member's activity is not shown.
    expect(kinds).not.toContain('login.new-browser');
  });

  it('warns of a sign-in from a new browser, not from one the device cookie names', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('outbox_messages')
          .select('message_id')
          .where('recipient', '=', 'hana.kobayashi@example.org')
          .where('subject', '=', 'New sign-in to your account')
          .execute()
      ).length;
    const before = await count();
    const first = await postLogin(t.app, { strUserid: 'fed.settings' });
    expect(bearerTokenFrom(first)).toBeDefined();
    expect(await count()).toBe(before + 1);
    const setCookie = [first.headers['set-cookie']]
      .flat()
      .find((cookie) => String(cookie).startsWith(`${deviceCookie.name}=`));
    const device = String(setCookie).split(';')[0] ?? '';
    expect(String(setCookie)).toContain('HttpOnly');
    await postLogin(t.app, { strUserid: 'fed.settings' }, { cookie: device });
    expect(await count()).toBe(before + 1);
    // The cookie of another member's browser is not this member's.
    await postLogin(t.app, { strUserid: 'fed.recover' }, { cookie: device });
    const notice = await latestMessageTo(
      t.db,
      'tomas.lindqvist@example.org',
      'New sign-in to your account',
    );
    expect(notice.body).not.toContain(demoPassword);
  });
});
