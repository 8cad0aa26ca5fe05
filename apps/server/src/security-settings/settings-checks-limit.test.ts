import { apiBasePath } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import {
  resetSecurityQuestionsFedPointPath,
  updateTwoStepSettingsPath,
} from '@portal/api/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { type ApiAnswer, postEncrypted } from '../testing/encrypted-requests.js';
import { confirmItsYou, postLogin, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Issue 14, finding 6: each current-password check of the security settings counted against the
 * member's sign-in attempts (20 per user id per 15 minutes), so a member making several changes
 * locked themselves out of signing in. The checks now have their own limit per member
 * (RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER).
 */

const fedSettings = { memberId: '7100000007', userId: 'fed.settings' };
const fedMember = { memberId: '7100000001', userId: 'fed.member' };

/** The sign-in limit per user id at its default (test-app.ts raises it for other test files). */
const signInLimitAtDefault = { RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '20' };

function checksOf(t: TestApp, member: { memberId: string }, token: string) {
  const post = (path: string, body: object) =>
    postEncrypted(
      t.app,
      `${apiBasePath}${path}`,
      { strMember_Id: member.memberId, ...body },
      {
        token,
      },
    );
  return {
    /** A password change whose current password is wrong: refused, but a check all the same. */
    mistypedPasswordChange: () =>
      post(editPortalSecurityCredentialsPath, {
        strCurrentPassword: 'Not-The-Password-1',
        strNewPassword: 'tabletop-lantern-07',
        strConfirmPassword: 'tabletop-lantern-07',
      }),
    questionsChange: () =>
      post(resetSecurityQuestionsFedPointPath, {
        strCurrentPassword: demoPassword,
        liSecurityQuestions: [
          { strQuestionId: 'Q4', strAnswer: 'Maple Row' },
          { strQuestionId: 'Q6', strAnswer: 'Hillside Primary' },
          { strQuestionId: 'Q7', strAnswer: 'Kenji' },
        ],
      }),
    twoStepChange: (enabled: 'Y' | 'N') =>
      post(updateTwoStepSettingsPath, { strTwoFactorEnabled: enabled, str2FAPref: 'E' }),
  };
}

function expectTooManyRequests(answer: ApiAnswer) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(answer.json()).toMatchObject({
    returnCode: 429,
    strReturnObject: { strMessage: `Too many requests. Try again in ${retryAfter} seconds.` },
  });
}

describe('settings checks within their own limit (issue 14, finding 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...signInLimitAtDefault, RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '30' },
    });
  });
  afterAll(() => t.close());

  it('leave the sign-in attempts alone: after 25 checks, more than sign-in allows, the member still signs in', async () => {
    const checks = checksOf(
      t,
      fedSettings,
      await signInToken(t.app, { strUserid: 'fed.settings' }),
    );
    for (let check = 0; check < 25; check += 1) {
      if (check % 2 === 0) {
        expect((await checks.questionsChange()).json().returnCode, `check ${check}`).toBe(200);
      } else {
        const answer = (await checks.mistypedPasswordChange()).json();
        expect(answer.strReturnObject?.objFieldErrors, `check ${check}`).toEqual({
          currentPassword: 'currentPasswordIncorrect',
        });
      }
    }
    const signIn = await postLogin(t.app, { strUserid: 'fed.settings' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().returnCode).toBe(200);
  });
});

describe('the settings checks limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...signInLimitAtDefault, RATE_LIMIT_SETTINGS_CHECKS_PER_MEMBER: '3' },
    });
  });
  afterAll(() => t.close());

  it('refuses checks past its count with 429, per member, and leaves sign-in and two-step changes alone', async () => {
    const token = await signInToken(t.app, { strUserid: 'fed.settings' });
    const checks = checksOf(t, fedSettings, token);
    // "Confirm it's you" (issue 22) checks the password too: it is the first of the three.
    await confirmItsYou(t.app, token, fedSettings.memberId);
    for (let check = 0; check < 2; check += 1) {
      expect((await checks.mistypedPasswordChange()).json().returnCode).toBe(300);
    }
    expectTooManyRequests(await checks.mistypedPasswordChange());
    // The right password is refused too once the limit is reached: it is checked no more.
    expectTooManyRequests(await checks.questionsChange());

    // Sign-in keeps its own count, a two-step change inside the confirmed window checks no
    // password, other members count their own checks.
    expect((await postLogin(t.app, { strUserid: 'fed.settings' })).json().returnCode).toBe(200);
    expect((await checks.twoStepChange('Y')).json().returnCode).toBe(200);
    const other = checksOf(t, fedMember, await signInToken(t.app, { strUserid: 'fed.member' }));
    expect((await other.questionsChange()).json().returnCode).toBe(200);
  });
});
