import { apiBasePath } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath, securityCheckCookie } from '@portal/api/recovery';
import {
  fetchSecuritySettingsPath,
  fetchSecuritySettingsResponseSchema,
  resetSecurityQuestionsFedPointPath,
  updateTwoStepSettingsPath,
} from '@portal/api/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import {
  cookieSet,
  latestMessageTo,
  postGetSecurityQuestion,
  postSecurityAnswer,
} from '../testing/recovery-requests.js';
import {
  bearerTokenFrom,
  completeProfileForwardCodes,
  confirmItsYou,
  postLogin,
  postLogout,
  signInToken,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const settingsMemberId = '7100000007';
const settingsEmail = 'hana.kobayashi@example.org';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // These tests check fed.settings' current password more often than its settings limit allows;
  // settings-checks-limit.test.ts tests that limit.
  t = await createTestApp({ env: { RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '0' } });
  token = await signInToken(t.app, { strUserid: 'fed.settings' });
});
afterAll(() => t.close());

/** As fed.settings by default; `null` sends no token at all. */
const post = (path: string, body: object, as: string | null = token) =>
  postEncrypted(t.app, `${apiBasePath}${path}`, body, { token: as ?? undefined });

const fetchSettings = (memberId = settingsMemberId, as: string | null = token) =>
  post(fetchSecuritySettingsPath, { strMember_Id: memberId }, as);

const changePassword = (currentPassword: string, newPassword: string, as: string | null = token) =>
  post(
    editPortalSecurityCredentialsPath,
    {
      strMember_Id: settingsMemberId,
      strCurrentPassword: currentPassword,
      strNewPassword: newPassword,
      strConfirmPassword: newPassword,
    },
    as,
  );

const newQuestions = [
  { strQuestionId: 'Q4', strAnswer: 'Maple Row' },
  { strQuestionId: 'Q6', strAnswer: 'Hillside Primary' },
  { strQuestionId: 'Q7', strAnswer: 'Kenji' },
];

async function auditKinds(memberId: string) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select('kind')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.kind).filter((kind) => kind.startsWith('security.'));
}

describe('POST /fetchSecuritySettings', () => {
  it("reads the member's two-step settings, questions and contact methods", async () => {
    const answer = fetchSecuritySettingsResponseSchema.parse((await fetchSettings()).json());
    expect(answer.returnCode).toBe(200);
    expect(answer.strReturnObject).toEqual({
      strTwoFactorEnabled: 'N',
      str2FAPref: null,
      strHasMobilePhone: 'Y',
      liSecurityQuestionIds: ['Q1', 'Q2', 'Q5'],
      liContactMethods: [
        {
          strMethod: 'E',
          strContactKind: 'WORK_EMAIL',
          strDestination: settingsEmail,
          strInvalid: 'N',
        },
        {
          strMethod: 'S',
          strContactKind: 'MOBILE_PHONE',
          strDestination: '2025550171',
          strInvalid: 'N',
        },
      ],
    });
  });

  it('lists the flagged work email of fed.new as invalid', async () => {
    const fedNew = await signInToken(t.app, { strUserid: 'fed.new' });
    const answer = (await fetchSettings('7100000004', fedNew)).json();
    expect(answer.strReturnObject.liContactMethods).toContainEqual({
      strMethod: 'E',
      strContactKind: 'WORK_EMAIL',
      strDestination: 'elena.sokolova@example.org',
      strInvalid: 'Y',
    });
  });
});

describe('member isolation', () => {
  it('answers 404 for another member’s id and 401 without a session, on every call', async () => {
    // Another member of the same edition: their token works on this site, not on this member.
    const other = await signInToken(t.app, { strUserid: 'fed.new' });
    const calls = [
      [fetchSecuritySettingsPath, {}],
      [
        editPortalSecurityCredentialsPath,
        {
          strCurrentPassword: demoPassword,
          strNewPassword: 'tabletop-lantern-07',
          strConfirmPassword: 'tabletop-lantern-07',
        },
      ],
      [
        resetSecurityQuestionsFedPointPath,
        { strCurrentPassword: demoPassword, liSecurityQuestions: newQuestions },
      ],
      [updateTwoStepSettingsPath, { strTwoFactorEnabled: 'Y', str2FAPref: 'E' }],
    ] as const;
    for (const [path, body] of calls) {
      const foreign = await post(path, { strMember_Id: settingsMemberId, ...body }, other);
      expect(foreign.statusCode, path).toBe(404);
      expect(foreign.json().returnCode, path).toBe(404);
      const anonymous = await post(path, { strMember_Id: settingsMemberId, ...body }, null);
      expect(anonymous.statusCode, path).toBe(401);
    }
    // Nothing changed for fed.settings.
    expect(await auditKinds(settingsMemberId)).toEqual([]);
    expect((await postLogin(t.app, { strUserid: 'fed.settings' })).json().returnCode).toBe(200);
  });
});

describe('changing the password (POST /editPortalSecurityCredentials with strMember_Id)', () => {
  it('needs the right current password', async () => {
    const answer = await changePassword('Not-The-Password-1', 'tabletop-lantern-07');
    expect(answer.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { currentPassword: 'currentPasswordIncorrect' } },
    });
  });

  it('refuses the username and a password of the last five', async () => {
    const username = await changePassword(demoPassword, 'FED.SETTINGS');
    expect(username.json().strReturnObject.objFieldErrors).toEqual({
      newPassword: 'passwordIsUsername',
    });
    const current = await changePassword(demoPassword, demoPassword);
    expect(current.json().strReturnObject.objFieldErrors).toEqual({
      newPassword: 'passwordReused',
    });
  });

  it('changes it: keeps this session, ends the others, sends a notice and writes the audit row', async () => {
    const otherSession = await signInToken(t.app, { strUserid: 'fed.settings' });
    const answer = await changePassword(demoPassword, 'tabletop-lantern-07');
    expect(answer.json()).toMatchObject({ returnCode: 200 });

    expect((await fetchSettings()).json().returnCode).toBe(200);
    expect((await postLogout(t.app, otherSession)).statusCode).toBe(401);
    expect((await postLogin(t.app, { strUserid: 'fed.settings' })).json().returnCode).toBe(404);
    expect(
      (
        await postLogin(t.app, { strUserid: 'fed.settings', strPassword: 'tabletop-lantern-07' })
      ).json().returnCode,
    ).toBe(200);

    const notice = await latestMessageTo(t.db, settingsEmail, 'Your password was changed');
    expect(notice).toMatchObject({
      channel: 'email',
      subject: 'Your password was changed',
      member_id: settingsMemberId,
    });
    expect(notice.body).not.toContain('tabletop-lantern');
    expect(await auditKinds(settingsMemberId)).toContain('security.password-changed');
  });

  it('refuses each of the last five passwords, and allows the sixth back', async () => {
    // Passwords so far: the demo one, then tabletop-lantern-07 (current).
    const next = [
      'harbour-lights-2031',
      'copper-kettle-5150',
      'quiet-meadow-4417',
      'silver-birch-8808',
    ];
    let current = 'tabletop-lantern-07';
    for (const password of next) {
      expect((await changePassword(current, password)).json().returnCode).toBe(200);
      current = password;
    }
    // Last five: silver-birch (current), quiet-meadow, copper-kettle, harbour-lights, tabletop.
    for (const recent of ['harbour-lights-2031', 'tabletop-lantern-07']) {
      expect((await changePassword(current, recent)).json().strReturnObject.objFieldErrors).toEqual(
        {
          newPassword: 'passwordReused',
        },
      );
    }
    // The demo password is the sixth back: allowed again.
    expect((await changePassword(current, demoPassword)).json().returnCode).toBe(200);
    const history = await t.db
      .selectFrom('password_history')
      .select('history_id')
      .where('member_id', '=', settingsMemberId)
      .execute();
    expect(history).toHaveLength(4);
  });

  it('answers 401 to a change without a session', async () => {
    const answer = await changePassword(demoPassword, 'tabletop-lantern-07', null);
    expect(answer.statusCode).toBe(401);
  });
});

describe('changing the security questions (POST /resetSecurityQuestionsFedPoint)', () => {
  const change = (currentPassword: string, questions = newQuestions) =>
    post(resetSecurityQuestionsFedPointPath, {
      strMember_Id: settingsMemberId,
      strCurrentPassword: currentPassword,
      liSecurityQuestions: questions,
    });

  it('needs the current password and three different questions', async () => {
    expect((await change('Not-The-Password-1')).json().strReturnObject.objFieldErrors).toEqual({
      currentPassword: 'currentPasswordIncorrect',
    });
    const repeated = await change(demoPassword, [
      newQuestions[0],
      newQuestions[0],
      newQuestions[2],
    ] as never);
    expect(repeated.statusCode).toBe(400);
  });

  it('replaces them: the new answers are the ones asked at sign-in, and a notice goes out', async () => {
    expect((await change(demoPassword)).json().returnCode).toBe(200);
    expect((await fetchSettings()).json().strReturnObject.liSecurityQuestionIds).toEqual([
      'Q4',
      'Q6',
      'Q7',
    ]);
    expect((await latestMessageTo(t.db, settingsEmail)).subject).toBe(
      'Your security questions were changed',
    );
    expect(await auditKinds(settingsMemberId)).toContain('security.questions-changed');

    await t.db
      .updateTable('members')
      .set({ security_check_due: 1 })
      .where('member_id', '=', settingsMemberId)
      .execute();
    const signIn = await postLogin(t.app, { strUserid: 'fed.settings' });
    const cookie = cookieSet(signIn, securityCheckCookie.name)?.value;
    const question = (await postGetSecurityQuestion(t.app, cookie)).json().strReturnObject;
    const answerOf = Object.fromEntries(
      newQuestions.map((entry) => [entry.strQuestionId, entry.strAnswer]),
    );
    const right = await postSecurityAnswer(
      t.app,
      cookie,
      question.strQuestionId,
      answerOf[question.strQuestionId] ?? '',
    );
    expect(right.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
  });
});

describe('two-step verification (POST /updateTwoStepSettings)', () => {
  const update = (
    enabled: 'Y' | 'N',
    method: 'E' | 'S',
    memberId = settingsMemberId,
    as: string | null = token,
  ) =>
    post(
      updateTwoStepSettingsPath,
      { strMember_Id: memberId, strTwoFactorEnabled: enabled, str2FAPref: method },
      as,
    );

  it('asks to confirm it is the member first, then turns it on with codes by text message, sends a notice, and sign-in then stops at the second step', async () => {
    expect((await update('Y', 'S')).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strReauthRequired: 'Y' },
    });
    await confirmItsYou(t.app, token, settingsMemberId);
    expect((await update('Y', 'S')).json().returnCode).toBe(200);
    expect((await fetchSettings()).json().strReturnObject).toMatchObject({
      strTwoFactorEnabled: 'Y',
      str2FAPref: 'S',
    });
    const notice = await latestMessageTo(t.db, settingsEmail);
    expect(notice.subject).toBe('Your two-step verification settings were changed');
    expect(notice.body).toContain('From: ');
    const signIn = await postLogin(t.app, { strUserid: 'fed.settings' });
    expect(signIn.json()).toMatchObject({ returnCode: 200, forwardCode: 10 });
    expect(bearerTokenFrom(signIn)).toBeUndefined();
    expect((await update('N', 'E')).json().returnCode).toBe(200);
  });

  it('refuses codes by email when every email is flagged, and by text without a mobile phone', async () => {
    const fedNew = await signInToken(t.app, { strUserid: 'fed.new' });
    await confirmItsYou(t.app, fedNew, '7100000004');
    expect(
      (await update('Y', 'E', '7100000004', fedNew)).json().strReturnObject.objFieldErrors,
    ).toEqual({
      twoStepMethod: 'emailCodesNeedValidEmail',
    });
    await t.db
      .updateTable('members')
      .set({ primary_phone_type: 'H' })
      .where('member_id', '=', '7100000004')
      .execute();
    expect(
      (await update('Y', 'S', '7100000004', fedNew)).json().strReturnObject.objFieldErrors,
    ).toEqual({
      twoStepMethod: 'smsNeedsMobilePhone',
    });
    // fed.new has no usable email: its changes send no notice anywhere.
    const sent = await t.db
      .selectFrom('outbox_messages')
      .select('message_id')
      .where('member_id', '=', '7100000004')
      .execute();
    expect(sent).toEqual([]);
  });
});
