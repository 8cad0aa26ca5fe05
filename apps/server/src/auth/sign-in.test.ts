import { loginResponseSchema, userSchema } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { hashSessionToken } from '../platform/session-tokens.js';
import { bearerTokenFrom, postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      MFB_PUBLIC_URL: 'https://federal.example.org/',
      MP_PUBLIC_URL: 'https://mp.example.com',
    },
  });
});
afterAll(() => t.close());

function memberRow(userId: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

function auditKinds(memberId: string) {
  return t.db
    .selectFrom('audit_events')
    .select(['kind', 'detail'])
    .where('member_id', '=', memberId)
    .orderBy('at')
    .execute();
}

describe('sign-in', () => {
  it('signs fed.member in: envelope, user object and a Bearer token backed by a session row', async () => {
    const response = await postLogin(t.app, { strUserid: 'fed.member' });

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.returnCode).toBe(200);
    expect(body.forwardCode).toBe(31);
    expect(Number.isNaN(Date.parse(body.strServerDate))).toBe(false);
    const user = userSchema.parse(body.strReturnObject?.objuservo);
    expect(user).toMatchObject({
      strMember_Id: '7100000001',
      strUserId: 'fed.member',
      strFirst_Nm: 'Jordan',
      strLast_Nm: 'Rivera',
      strWork_Email: 'jordan.rivera@example.org',
      str2FAPref: null,
      objuseraddressvo: { strAddress_Invalid_Flg: null },
    });
    // objuservo carries exactly the contract's fields: nothing internal leaks.
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(response.body).not.toContain('password');

    const token = bearerTokenFrom(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(token ?? ''))
      .executeTakeFirstOrThrow();
    expect(session.member_id).toBe('7100000001');
    expect(session.revoked_at).toBeNull();
    // Only the hash is kept.
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('matches the user id without regard to case or surrounding spaces', async () => {
    const response = await postLogin(t.app, { strUserid: '  FED.Member ' });
    expect(response.json()).toMatchObject({ returnCode: 200, forwardCode: 31 });
    expect(bearerTokenFrom(response)).toBeDefined();
  });

  it('answers a wrong password with 404 and no forward code, and counts the failure', async () => {
    const before = await memberRow('fed.new');
    const response = await postLogin(t.app, { strUserid: 'fed.new', strPassword: 'not-it' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      returnCode: 404,
      forwardCode: null,
      strReturnObject: null,
    });
    expect(response.headers.authorization).toBeUndefined();
    expect((await memberRow('fed.new')).failed_login_count).toBe(before.failed_login_count + 1);
    const audit = await auditKinds(before.member_id);
    expect(audit.at(-1)?.kind).toBe('login.failed');
    expect(audit.at(-1)?.detail).not.toContain('not-it');
  });

  it('answers an unknown user id exactly as a wrong password', async () => {
    const wrongPassword = await postLogin(t.app, { strUserid: 'fed.new', strPassword: 'nope' });
    const unknownUser = await postLogin(t.app, { strUserid: 'no.such.user', strPassword: 'nope' });

    const withoutDate = (body: Record<string, unknown>) => ({ ...body, strServerDate: undefined });
    expect(unknownUser.statusCode).toBe(wrongPassword.statusCode);
    expect(withoutDate(unknownUser.json())).toEqual(withoutDate(wrongPassword.json()));
    expect(Object.keys(unknownUser.headers).sort()).toEqual(
      Object.keys(wrongPassword.headers).sort(),
    );
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('member_id', 'is', null)
      .execute();
    expect(audit.map((row) => row.detail)).toContain('{"reason":"unknown-user-id"}');
  });

  it('resets the failure count after a correct password', async () => {
    await postLogin(t.app, { strUserid: 'fed.new', strPassword: 'wrong' });
    expect((await memberRow('fed.new')).failed_login_count).toBeGreaterThan(0);
    await postLogin(t.app, { strUserid: 'fed.new' });
    expect((await memberRow('fed.new')).failed_login_count).toBe(0);
  });

  it('tells a member of the other edition where to sign in, only after the right password', async () => {
    const wrongPassword = await postLogin(t.app, {
      strUserid: 'ind.member',
      strPassword: 'guess',
      strProductNm: 'MFB',
    });
    expect(wrongPassword.json()).toMatchObject({ returnCode: 404, forwardCode: null });
    expect(wrongPassword.body).not.toContain('strSignInUrl');

    const rightPassword = await postLogin(t.app, { strUserid: 'ind.member', strProductNm: 'MFB' });
    expect(rightPassword.statusCode).toBe(200);
    expect(rightPassword.json()).toMatchObject({
      returnCode: 404,
      forwardCode: 44,
      strReturnObject: { strProductNm: 'MP', strSignInUrl: 'https://mp.example.com/login' },
    });
    expect(rightPassword.headers.authorization).toBeUndefined();

    const federalOnMp = await postLogin(t.app, { strUserid: 'fed.member', strProductNm: 'MP' });
    expect(federalOnMp.json()).toMatchObject({
      forwardCode: 44,
      strReturnObject: { strProductNm: 'MFB', strSignInUrl: 'https://federal.example.org/login' },
    });
  });

  it('signs the individual member in on the MP edition', async () => {
    const response = await postLogin(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    expect(response.json()).toMatchObject({
      returnCode: 200,
      forwardCode: 31,
      strReturnObject: { objuservo: { strFirst_Nm: 'Samuel', strLast_Nm: 'Okafor' } },
    });
  });

  it('refuses a locked account with 4740 and forward code 5, even with the right password', async () => {
    const response = await postLogin(t.app, { strUserid: 'fed.locked' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      returnCode: 4740,
      forwardCode: 5,
      strReturnObject: null,
    });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('locks an account on the tenth failure in a row', async () => {
    // fed.member's earlier sign-ins in this file succeeded, so its count starts at zero.
    expect((await memberRow('fed.member')).failed_login_count).toBe(0);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await postLogin(t.app, { strPassword: `wrong-${attempt}` });
      expect(response.json()).toMatchObject({ returnCode: 404 });
    }
    const tenth = await postLogin(t.app, { strPassword: 'wrong-10' });
    expect(tenth.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });

    const member = await memberRow('fed.member');
    expect(member.failed_login_count).toBe(10);
    expect(member.locked_at).not.toBeNull();
    expect((await auditKinds(member.member_id)).map((row) => row.kind)).toContain(
      'login.locked-out',
    );

    const rightPassword = await postLogin(t.app, { strPassword: demoPassword });
    expect(rightPassword.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });
    expect(rightPassword.headers.authorization).toBeUndefined();
  });

  it('stops a two-step member at the second step: forward code 10, no token, no session', async () => {
    const sessionsBefore = await t.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', '7100000002')
      .execute();
    const response = await postLogin(t.app, { strUserid: 'fed.twostep' });

    expect(response.json()).toMatchObject({
      returnCode: 200,
      forwardCode: 10,
      strReturnObject: { objuservo: { strUserId: 'fed.twostep', str2FAPref: 'E' } },
    });
    expect(response.headers.authorization).toBeUndefined();
    const sessionsAfter = await t.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', '7100000002')
      .execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('shows fed.new the pending work-email marker', async () => {
    const response = await postLogin(t.app, { strUserid: 'fed.new' });
    expect(response.json()).toMatchObject({
      strReturnObject: { objuservo: { strWorkEmail_Ind: 'I' } },
    });
  });
});

describe('sign-in with a custom lockout threshold', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { LOCKOUT_THRESHOLD: '3' } });
  });
  afterAll(() => small.close());

  it('locks after LOCKOUT_THRESHOLD failures', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers.push((await postLogin(small.app, { strPassword: 'wrong' })).json().returnCode);
    }
    expect(answers).toEqual([404, 404, 4740]);
  });
});
