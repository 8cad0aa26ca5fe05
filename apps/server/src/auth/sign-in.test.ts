import { parseOptions } from '@node-rs/argon2';
import { endpoints } from '@portal/api/endpoints';
import { apiBasePath } from '@portal/api/protocol';
import { loginResponseSchema, userSchema } from '@portal/api/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { hashSessionToken } from '../platform/session-tokens.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInFailuresOf } from '../testing/sign-in-failure-counts.js';
import { bearerTokenFrom, postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { unknownUserPasswordHash, verifyPassword } from './password-hashing.js';
import { signIn } from './sign-in.js';

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

const failuresOf = (userKey: string) => signInFailuresOf(t.db, userKey);

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
    const countedBefore = (await failuresOf('fed.new')).from('127.0.0.1')?.failed_count ?? 0;
    const response = await postLogin(t.app, { strUserid: 'fed.new', strPassword: 'not-it' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      returnCode: 404,
      forwardCode: null,
      strReturnObject: null,
    });
    expect(response.headers.authorization).toBeUndefined();
    const counted = await failuresOf('fed.new');
    expect(counted.from('127.0.0.1')?.failed_count).toBe(countedBefore + 1);
    expect(counted.everywhere?.failed_count).toBe(countedBefore + 1);
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
    expect(audit.map((row) => row.detail)).toContain(
      '{"reason":"unknown-user-id","failedFromAddress":1,"failedEverywhere":1}',
    );
    // Counted like a known user id's failures, under the id as typed.
    expect((await failuresOf('no.such.user')).from('127.0.0.1')?.failed_count).toBe(1);
  });

  it('resets the failure counts after a correct password', async () => {
    await postLogin(t.app, { strUserid: 'fed.new', strPassword: 'wrong' });
    expect((await failuresOf('fed.new')).everywhere).toBeDefined();
    await postLogin(t.app, { strUserid: 'fed.new' });
    expect((await failuresOf('fed.new')).rows).toBe(0);
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

  it('takes the edition from the site, not the body: a body naming the other edition is sent there', async () => {
    // fed.member on the MP site, claiming the federal edition in the body.
    const claimed = await postLogin(
      t.app,
      { strUserid: 'fed.member', strProductNm: 'MFB' },
      { edition: 'MP' },
    );
    expect(claimed.json()).toMatchObject({
      returnCode: 404,
      forwardCode: 44,
      strReturnObject: { strProductNm: 'MFB', strSignInUrl: 'https://federal.example.org/login' },
    });
    expect(claimed.headers.authorization).toBeUndefined();
    // Answered before any account is looked at: a wrong password gets the same answer.
    const wrongPassword = await postLogin(
      t.app,
      { strUserid: 'fed.member', strPassword: 'guess', strProductNm: 'MFB' },
      { edition: 'MP' },
    );
    expect(wrongPassword.json().strReturnObject).toEqual(claimed.json().strReturnObject);
  });

  it("binds a token to the site that issued it: another edition's site answers 404", async () => {
    const bankList = `${apiBasePath}${endpoints.fetchUserBankDetails.path}`;
    const listBanks = (memberId: string, token: string | undefined, edition: 'MFB' | 'MP') =>
      postEncrypted(
        t.app,
        bankList,
        { strMember_Id: memberId, dtEffDate: null },
        { token, edition },
      );

    const federal = bearerTokenFrom(await postLogin(t.app, { strUserid: 'fed.new' }));
    expect((await listBanks('7100000004', federal, 'MFB')).statusCode).toBe(200);
    const onTheOther = await listBanks('7100000004', federal, 'MP');
    expect(onTheOther.statusCode).toBe(404);
    expect(onTheOther.json()).toMatchObject({ returnCode: 404 });

    const individual = bearerTokenFrom(
      await postLogin(t.app, { strUserid: 'ind.member', strProductNm: 'MP' }),
    );
    expect((await listBanks('7200000001', individual, 'MFB')).statusCode).toBe(404);
    expect((await listBanks('7200000001', individual, 'MP')).statusCode).toBe(200);
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

  it('locks a user id from the address that failed ten times in a row, and from there only', async () => {
    const stranger = { remoteAddress: '203.0.113.7' };
    // fed.member's earlier sign-ins in this file succeeded, so nothing is counted yet.
    expect((await failuresOf('fed.member')).rows).toBe(0);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await postLogin(t.app, { strPassword: `wrong-${attempt}` }, stranger);
      expect(response.json()).toMatchObject({ returnCode: 404 });
    }
    const tenth = await postLogin(t.app, { strPassword: 'wrong-10' }, stranger);
    expect(tenth.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });

    const counted = await failuresOf('fed.member');
    expect(counted.from('203.0.113.7')).toMatchObject({
      failed_count: 10,
      locked_at: expect.any(String),
    });
    expect(counted.everywhere).toMatchObject({ failed_count: 10, locked_at: null });
    const member = await memberRow('fed.member');
    expect((await auditKinds(member.member_id)).map((row) => row.kind)).toContain(
      'login.locked-out',
    );

    const rightPassword = await postLogin(t.app, { strPassword: demoPassword }, stranger);
    expect(rightPassword.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });
    expect(rightPassword.headers.authorization).toBeUndefined();

    // The member, from their own address, is not kept out by the stranger's guesses.
    const ownSignIn = await postLogin(t.app, { strPassword: demoPassword });
    expect(ownSignIn.json()).toMatchObject({ returnCode: 200, forwardCode: 31 });
    expect(bearerTokenFrom(ownSignIn)).toBeDefined();
    // Their sign-in ends the run counted from every address, not the stranger's lock.
    const after = await failuresOf('fed.member');
    expect(after.rows).toBe(1);
    expect(after.from('203.0.113.7')).toEqual(counted.from('203.0.113.7'));
  });

  it('keeps neither the typed user id nor the address in clear', async () => {
    // A user id field sometimes holds the member's password, typed in the wrong box.
    await postLogin(
      t.app,
      { strUserid: 'Demo-Portal-2026x', strPassword: 'x' },
      {
        remoteAddress: '198.51.100.77',
      },
    );
    const stored = JSON.stringify(await t.db.selectFrom('sign_in_failures').selectAll().execute());
    expect(stored).not.toMatch(/demo-portal-2026x/i);
    expect(stored).not.toContain('198.51.100.77');
    expect((await failuresOf('demo-portal-2026x')).from('198.51.100.77')?.failed_count).toBe(1);
  });

  it('answers an unknown user id exactly as a known one through ten failures from one address', async () => {
    const from = { remoteAddress: '198.51.100.23' };
    const codes = async (userId: string) => {
      const answers = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        const response = await postLogin(t.app, { strUserid: userId, strPassword: 'guess' }, from);
        const { returnCode, forwardCode } = response.json();
        answers.push(`${returnCode}/${forwardCode}`);
      }
      return answers;
    };
    const known = await codes('fed.verify');
    const unknown = await codes('never.registered');
    expect(unknown).toEqual(known);
    expect(known).toEqual([...Array(9).fill('404/null'), '4740/5', '4740/5']);
  });

  it('stops a two-step member at the second step: forward code 10, masked contacts, no token, no session', async () => {
    const sessionsBefore = await t.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', '7100000002')
      .execute();
    const response = await postLogin(t.app, { strUserid: 'fed.twostep' });

    expect(response.json()).toMatchObject({
      returnCode: 200,
      forwardCode: 10,
      strReturnObject: {
        objTwoStep: {
          strMember_Id: '7100000002',
          str2FAPref: 'E',
          strMaskedEmail: 'p*****n@example.org',
          strMaskedPhone: '(***) ***-0111',
          promptMFA: false,
          strTokenMethod: 'L',
        },
        objSessionSettings: {
          lnIdleWarningSeconds: 840,
          lnIdleCountdownSeconds: 60,
          lnKeepAliveSeconds: 600,
        },
      },
    });
    // Nothing personal before the second step: no user object, no address in clear.
    expect(response.json().strReturnObject.objuservo).toBeUndefined();
    expect(response.body).not.toContain('priya.natarajan');
    expect(response.body).not.toContain('2025550111');
    expect(response.headers.authorization).toBeUndefined();
    // Only the pending sign-in's cookie, HttpOnly and scoped to the sign-in calls.
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['portal_two_step']);
    expect(response.cookies[0]).toMatchObject({
      path: '/api/v1/ep/fehbLogin',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const sessionsAfter = await t.db
      .selectFrom('sessions')
      .select('session_id')
      .where('member_id', '=', '7100000002')
      .execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('gives a signed-in member the idle timings and the profile completion', async () => {
    const complete = await postLogin(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
    expect(complete.json().strReturnObject).toMatchObject({
      objSessionSettings: {
        lnIdleWarningSeconds: 840,
        lnIdleCountdownSeconds: 60,
        lnKeepAliveSeconds: 600,
      },
      objProfileCompletion: {
        profileCompletion: true,
        sponsorProfilecompletion: true,
        sponsorFGRRPNcompletion: true,
        sponsorBOSCompletion: true,
      },
    });
    const incomplete = await postLogin(t.app, { strUserid: 'fed.nohome' });
    expect(incomplete.json().strReturnObject.objProfileCompletion.profileCompletion).toBe(false);
  });

  it('shows fed.new the pending work-email marker', async () => {
    const response = await postLogin(t.app, { strUserid: 'fed.new' });
    expect(response.json()).toMatchObject({
      strReturnObject: { objuservo: { strWorkEmail_Ind: 'I' } },
    });
  });
});

describe('sign-in with a custom lockout threshold and idle timings', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: {
        LOCKOUT_THRESHOLD: '3',
        IDLE_WARNING_SECONDS: '4',
        IDLE_COUNTDOWN_SECONDS: '10',
        KEEP_ALIVE_SECONDS: '30',
      },
    });
  });

  it('sends the configured idle timings', async () => {
    const response = await postLogin(small.app, { strUserid: 'fed.new' });
    expect(response.json().strReturnObject.objSessionSettings).toEqual({
      lnIdleWarningSeconds: 4,
      lnIdleCountdownSeconds: 10,
      lnKeepAliveSeconds: 30,
    });
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

describe('failures spread over many addresses', () => {
  let spread: TestApp;
  beforeAll(async () => {
    spread = await createTestApp({
      env: { LOCKOUT_THRESHOLD: '3', LOCKOUT_THRESHOLD_EVERY_ADDRESS: '5' },
    });
  });
  afterAll(() => spread.close());

  it('lock the user id everywhere at the higher threshold, known or not', async () => {
    for (const userId of ['fed.new', 'nobody.anywhere']) {
      const answers = [];
      for (let address = 1; address <= 5; address += 1) {
        const response = await postLogin(
          spread.app,
          { strUserid: userId, strPassword: 'guess' },
          { remoteAddress: `192.0.2.${address}` },
        );
        answers.push(response.json().returnCode);
      }
      expect(answers).toEqual([404, 404, 404, 404, 4740]);
    }
    const fromANewAddress = await postLogin(
      spread.app,
      { strUserid: 'fed.new' },
      { remoteAddress: '192.0.2.99' },
    );
    expect(fromANewAddress.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });
  });
});

describe('an unknown user id and a wrong password take the same time', () => {
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ env: { LOCKOUT_THRESHOLD: '100' } });
  });
  afterAll(() => timed.close());

  it('checks an unknown user id against a hash that costs what a real one costs', async () => {
    const real = await timed.db
      .selectFrom('members')
      .select('password_hash')
      .where('user_id', '=', 'fed.new')
      .executeTakeFirstOrThrow();
    expect(parseOptions(unknownUserPasswordHash)).toEqual(parseOptions(real.password_hash));
  });

  // The time of an answer is an argon2 verification (tens of milliseconds) plus a few database
  // statements; every path must make exactly one verification, of a hash of the same cost, or the
  // difference would tell which user ids exist. (Measured times on a shared machine vary by more
  // than the difference they would have to show, so the test counts instead of timing.)
  it.each([
    ['an unknown user id', 'nobody.at.all', 'wrong-one', 'MFB', 'rejected'],
    ['a wrong password', 'fed.new', 'wrong-one', 'MFB', 'rejected'],
    ['a locked account', 'fed.locked', demoPassword, 'MFB', 'locked'],
    ['an account of the other edition', 'ind.member', demoPassword, 'MFB', 'wrong-edition'],
    ['the right password', 'fed.new', demoPassword, 'MFB', 'signed-in'],
  ] as const)(
    'verifies one hash of the same cost for %s',
    async (_case, userId, password, edition, kind) => {
      const verified: string[] = [];
      const outcome = await signIn(
        timed.db,
        { strUserid: userId, strPassword: password, strProductNm: edition },
        { edition, address: '127.0.0.1' },
        {
          lockout: { perAddress: 100, everyAddress: 100 },
          session: timed.config.session,
          pendingSignInSeconds: 1800,
        },
        new Date(),
        (hash, candidate) => {
          verified.push(hash);
          return verifyPassword(hash, candidate);
        },
      );
      expect(outcome.kind).toBe(kind);
      expect(verified).toHaveLength(1);
      expect(parseOptions(verified[0] ?? '')).toEqual(parseOptions(unknownUserPasswordHash));
    },
  );
});
