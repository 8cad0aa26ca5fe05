import { apiBasePath, refreshCookie } from '@portal/api/protocol';
import { confirmSecurityAnswerResponseSchema, securityCheckCookie } from '@portal/api/recovery';
import { fetchSecuritySettingsPath } from '@portal/api/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  postLogin,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const wrongAnswerMessage = 'Your answer does not match our records. Try another question.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in with the right password and returns the pending sign-in's cookie value. */
async function pendingSignIn(userId: string) {
  const response = await postLogin(t.app, { strUserid: userId });
  expect(response.json()).toMatchObject({ returnCode: 200, forwardCode: 1 });
  const cookie = cookieSet(response, securityCheckCookie.name);
  if (!cookie) throw new Error('no security-check cookie');
  return { response, cookie: cookie.value, cookieAttributes: cookie };
}

async function askedQuestion(cookie: string) {
  const answer = (await postGetSecurityQuestion(t.app, cookie)).json();
  expect(answer.returnCode).toBe(200);
  return answer.strReturnObject as { strQuestionId: string; strQuestion: string };
}

function setCheckDue(userId: string) {
  return t.db
    .updateTable('members')
    .set({ security_check_due: 1 })
    .where('user_id', '=', userId)
    .execute();
}

describe('the security question at sign-in (forward code 1)', () => {
  it('answers the right password of fed.verify with forward code 1, no token, no personal details and an HttpOnly cookie', async () => {
    const { response, cookieAttributes } = await pendingSignIn('fed.verify');
    expect(bearerTokenFrom(response)).toBeUndefined();
    expect(cookieSet(response, refreshCookie.name)).toBeUndefined();
    // Like the two-step stop: nothing about the member until the question is answered.
    expect(response.json().strReturnObject?.objuservo).toBeUndefined();
    expect(cookieAttributes).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: apiBasePath,
    });
    expect(cookieAttributes.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks one of the member’s questions, and nothing without the cookie', async () => {
    const { cookie } = await pendingSignIn('fed.verify');
    const question = await askedQuestion(cookie);
    expect(['Q1', 'Q2', 'Q5']).toContain(question.strQuestionId);
    expect(question.strQuestion).toMatch(/\?$/);

    const without = await postGetSecurityQuestion(t.app);
    expect(without.statusCode).toBe(401);
    expect(without.json().returnCode).toBe(401);
    expect((await postGetSecurityQuestion(t.app, 'B'.repeat(43))).statusCode).toBe(401);
  });

  it('answers a wrong answer with the spec message and another question, then signs in on the right one', async () => {
    const { cookie } = await pendingSignIn('fed.verify');
    const first = await askedQuestion(cookie);

    const wrong = confirmSecurityAnswerResponseSchema.parse(
      (await postSecurityAnswer(t.app, cookie, first.strQuestionId, 'Not the answer')).json(),
    );
    expect(wrong.returnCode).toBe(300);
    expect(wrong.strReturnObject?.strMessage).toBe(wrongAnswerMessage);
    const next = wrong.strReturnObject?.strQuestionId ?? '';
    expect(next).not.toBe(first.strQuestionId);
    expect((await askedQuestion(cookie)).strQuestionId).toBe(next);

    // Answers ignore case and spacing.
    const right = await postSecurityAnswer(
      t.app,
      cookie,
      next,
      `  ${demoAnswerOf[next]?.toUpperCase()} `,
    );
    expect(right.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
    const token = bearerTokenFrom(right);
    expect(token).toBeDefined();
    expect(cookieSet(right, refreshCookie.name)?.value).toBeTruthy();
    // The session is real: a member call works with the token.
    const settings = await postEncrypted(
      t.app,
      `${apiBasePath}${fetchSecuritySettingsPath}`,
      { strMember_Id: '7100000005' },
      { token },
    );
    expect(settings.json().returnCode).toBe(200);

    // The pending sign-in is used up, and the next sign-in asks nothing.
    expect((await postGetSecurityQuestion(t.app, cookie)).statusCode).toBe(401);
    expect(
      (await postSecurityAnswer(t.app, cookie, next, demoAnswerOf[next] ?? '')).statusCode,
    ).toBe(401);
    const again = await postLogin(t.app, { strUserid: 'fed.verify' });
    expect(again.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
    expect(bearerTokenFrom(again)).toBeDefined();
  });

  it('locks the account on the third wrong answer (secureAccount), and sign-in then says locked', async () => {
    await setCheckDue('fed.member');
    const { cookie } = await pendingSignIn('fed.member');
    const outcomes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const question = await askedQuestion(cookie);
      outcomes.push(
        (await postSecurityAnswer(t.app, cookie, question.strQuestionId, 'wrong')).json(),
      );
    }
    expect(outcomes.map((answer) => answer.returnCode)).toEqual([300, 300, 4740]);
    expect(outcomes[2]).toMatchObject({
      forwardCode: 5,
      strReturnObject: { strLockType: 'secureAccount' },
    });
    expect((await postGetSecurityQuestion(t.app, cookie)).statusCode).toBe(401);

    const member = await t.db
      .selectFrom('members')
      .select('locked_at')
      .where('user_id', '=', 'fed.member')
      .executeTakeFirstOrThrow();
    expect(member.locked_at).not.toBeNull();
    expect((await postLogin(t.app, { strUserid: 'fed.member' })).json()).toMatchObject({
      returnCode: 4740,
      forwardCode: 5,
    });
    const kinds = await t.db
      .selectFrom('audit_events')
      .select('kind')
      .where('member_id', '=', '7100000001')
      .execute();
    expect(
      kinds
        .map((row) => row.kind)
        .filter((kind) => kind.startsWith('login.security-check'))
        .sort(),
    ).toEqual([
      'login.security-check-failed',
      'login.security-check-failed',
      'login.security-check-locked-out',
      'login.security-check-required',
    ]);
  });

  it('counts answers sent side by side: no more than three are checked', async () => {
    await setCheckDue('ind.member');
    const response = await postLogin(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    const cookie = cookieSet(response, securityCheckCookie.name)?.value;
    const question = await askedQuestion(cookie ?? '');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postSecurityAnswer(t.app, cookie, question.strQuestionId, 'guess'),
      ),
    );
    const codes = answers.map((answer) => answer.json().returnCode).sort();
    expect(codes).toEqual([300, 300, 401, 401, 401, 4740]);
  });

  it('leaves the question to the code for members with two-step verification, and skips it without questions', async () => {
    await setCheckDue('fed.twostep');
    expect((await postLogin(t.app, { strUserid: 'fed.twostep' })).json()).toMatchObject({
      forwardCode: 10,
    });
    await setCheckDue('fed.new');
    const noQuestions = await postLogin(t.app, { strUserid: 'fed.new' });
    expect(noQuestions.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
    expect(bearerTokenFrom(noQuestions)).toBeDefined();
  });
});
