import { createServer } from 'node:net';
import { fetchUserBankDetailsPath } from '@portal/api/banks';
import { apiBasePath, refreshCookie, twoStepCookie } from '@portal/api/protocol';
import { generate2FACodePath, validate2FACodePath } from '@portal/api/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, postEncrypted } from '../testing/encrypted-requests.js';
import { signInFailuresOf } from '../testing/sign-in-failure-counts.js';
import {
  bearerTokenFrom,
  completeProfileForwardCodes,
  postLogin,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const generateUrl = `${apiBasePath}${generate2FACodePath}`;
const validateUrl = `${apiBasePath}${validate2FACodePath}`;
const twoStepMember = { userId: 'fed.twostep', memberId: '7100000002' };
const twoStepEmail = 'priya.natarajan@example.org';

/** A member's way through two-step verification, as the portal calls it. */
function twoStepClient(app: TestApp) {
  async function start(userId = twoStepMember.userId) {
    const answer = await postLogin(app.app, { strUserid: userId });
    expect(answer.json()).toMatchObject({ returnCode: 200, forwardCode: 10 });
    const grant = answer.cookies.find((cookie) => cookie.name === twoStepCookie.name)?.value;
    if (!grant) throw new Error(`${userId}'s sign-in set no two-step cookie`);
    const memberId: string = answer.json().strReturnObject.objTwoStep.strMember_Id;
    return { answer, grant, memberId };
  }

  function requestCode(
    grant: string | undefined,
    { method = 'E', memberId = twoStepMember.memberId } = {},
  ) {
    return postEncrypted(
      app.app,
      generateUrl,
      { strMember_Id: memberId, strTokenMethod: 'L', str2FAPref: method },
      grant === undefined ? {} : { cookie: `${twoStepCookie.name}=${grant}` },
    );
  }

  function submitCode(
    grant: string,
    code: string,
    {
      method = 'E',
      memberId = twoStepMember.memberId,
      redirectURL = undefined as string | undefined,
    } = {},
  ) {
    return postEncrypted(
      app.app,
      validateUrl,
      {
        strMember_Id: memberId,
        strTokenMethod: 'L',
        str2FAPref: method,
        verify2FA: code,
        ...(redirectURL !== undefined && { redirectURL }),
      },
      { cookie: `${twoStepCookie.name}=${grant}` },
    );
  }

  /** The code in the newest message to `recipient`, read from the outbox as /dev/outbox shows it. */
  async function latestCode(recipient = twoStepEmail): Promise<string> {
    const message = await app.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', recipient)
      .orderBy('created_at', 'desc')
      .orderBy('message_id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the message to ${recipient}`);
    return code;
  }

  /** A six-digit code that is certainly not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  function pendingRow(memberId = twoStepMember.memberId) {
    return app.db
      .selectFrom('two_step_sign_ins')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  function member(memberId = twoStepMember.memberId) {
    return app.db
      .selectFrom('members')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
  }

  return { start, requestCode, submitCode, latestCode, otherThan, pendingRow, member };
}

function cookieOf(answer: ApiAnswer, name: string) {
  return answer.cookies.find((cookie) => cookie.name === name);
}

describe('two-step verification', () => {
  let t: TestApp;
  let c: ReturnType<typeof twoStepClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER: '1000' } });
    c = twoStepClient(t);
  });
  afterAll(() => t.close());

  it('sends a 6-digit code to the email on file, keeps only its hash, and opens a session for it once', async () => {
    const { grant } = await c.start();
    const sent = await c.requestCode(grant);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: {
        str2FAPref: 'E',
        strMaskedContact: 'p*****n@example.org',
        lnCodeLifetimeSeconds: 600,
      },
    });
    const code = await c.latestCode();
    expect(code).toMatch(/^\d{6}$/);

    const row = await c.pendingRow();
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(grant);
    // Ten minutes from now.
    const lifetime = Date.parse(row.code_expires_at ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(595_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);

    const accepted = await c.submitCode(grant, code, { redirectURL: '/bank-dashboard' });
    expect(accepted.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
      strReturnObject: {
        objuservo: { strMember_Id: '7100000002', strWork_Email: twoStepEmail },
        objSessionSettings: {
          lnIdleWarningSeconds: 840,
          lnIdleCountdownSeconds: 60,
          lnKeepAliveSeconds: 600,
        },
        objProfileCompletion: { profileCompletion: true },
        redirectURL: '/bank-dashboard',
      },
    });
    const token = bearerTokenFrom(accepted);
    expect(token).toBeDefined();
    expect(cookieOf(accepted, refreshCookie.name)?.value).toBeTruthy();
    // The pending sign-in's cookie is cleared.
    expect(cookieOf(accepted, twoStepCookie.name)).toMatchObject({ value: '' });

    // The session is real: the member's own data opens with the token.
    const banks = await postEncrypted(
      t.app,
      `${apiBasePath}${fetchUserBankDetailsPath}`,
      { strMember_Id: '7100000002', dtEffDate: null },
      { token },
    );
    expect(banks.json().returnCode).toBe(200);

    // Replayed, the same code and cookie open nothing.
    const replayed = await c.submitCode(grant, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().returnCode).toBe(401);
    expect(bearerTokenFrom(replayed)).toBeUndefined();
  });

  it('answers a sign-in that went nowhere with the default redirect, the dashboard', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    const accepted = await c.submitCode(grant, await c.latestCode());
    expect(accepted.json().strReturnObject.redirectURL).toBe('/dashboard');
  });

  it('refuses the calls without the pending sign-in cookie, with a forged one, or for another member', async () => {
    const { grant } = await c.start();
    for (const answer of [
      await c.requestCode(undefined),
      await c.requestCode('A'.repeat(43)),
      await c.requestCode(grant, { memberId: '7100000001' }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().returnCode).toBe(401);
    }
    // Nothing was sent for any of them.
    expect((await c.pendingRow()).codes_sent).toBe(0);
  });

  it('refuses an address from the request: codes go only to the contacts on file', async () => {
    const { grant } = await c.start();
    const answer = await postEncrypted(
      t.app,
      generateUrl,
      { strMember_Id: '7100000002', strTokenMethod: 'L', str2FAPref: 'E', email: 'x@evil.test' },
      { cookie: `${twoStepCookie.name}=${grant}` },
    );
    expect(answer.statusCode).toBe(400);
    const sentToOthers = await t.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('recipient', '=', 'x@evil.test')
      .execute();
    expect(sentToOthers).toEqual([]);
  });

  it('makes the code sent before useless when a new one is sent', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    const first = await c.latestCode();
    await c.requestCode(grant);
    const second = await c.latestCode();
    if (first !== second) {
      expect((await c.submitCode(grant, first)).json()).toMatchObject({
        returnCode: 300,
        strReturnObject: { strCodeStatus: 'invalid' },
      });
    }
    expect((await c.submitCode(grant, second)).json().returnCode).toBe(200);
  });

  it('ends the pending sign-in of an earlier sign-in: its code no longer works', async () => {
    const earlier = await c.start();
    await c.requestCode(earlier.grant);
    const earlierCode = await c.latestCode();
    const later = await c.start();

    expect((await c.submitCode(earlier.grant, earlierCode)).statusCode).toBe(401);
    // The later sign-in has sent no code yet: nothing typed can pass.
    expect((await c.submitCode(later.grant, earlierCode)).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strCodeStatus: 'expired' },
    });
  });

  it('refuses an expired code, even the right one, and a new code then works', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    const code = await c.latestCode();
    const row = await c.pendingRow();
    // Ten minutes pass.
    await t.db
      .updateTable('two_step_sign_ins')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('sign_in_id', '=', row.sign_in_id)
      .execute();

    expect((await c.submitCode(grant, code)).json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strCodeStatus: 'expired' },
    });
    // An expired code is not a guess: nothing counted.
    expect((await c.pendingRow()).code_attempts).toBe(0);

    await c.requestCode(grant);
    expect((await c.submitCode(grant, await c.latestCode())).json().returnCode).toBe(200);
  });

  it('allows three tries of a code, counting each wrong one as a failed sign-in', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    const code = await c.latestCode();
    const wrong = c.otherThan(code);

    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await c.submitCode(grant, wrong)).json().strReturnObject.strCodeStatus);
    }
    expect(statuses).toEqual(['invalid', 'invalid', 'tooManyAttempts']);
    expect((await signInFailuresOf(t.db, 'fed.twostep')).from('127.0.0.1')?.failed_count).toBe(3);
    // Used up: even the right code is refused now.
    expect((await c.submitCode(grant, code)).json().strReturnObject.strCodeStatus).toBe(
      'tooManyAttempts',
    );

    await c.requestCode(grant);
    expect((await c.submitCode(grant, await c.latestCode())).json().returnCode).toBe(200);
    expect((await signInFailuresOf(t.db, 'fed.twostep')).rows).toBe(0);
  });

  it('refuses a code that is not six digits as a bad request', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    for (const code of ['12345', '1234567', '12345a', ' 123456']) {
      expect((await c.submitCode(grant, code)).statusCode).toBe(400);
    }
    expect((await c.pendingRow()).code_attempts).toBe(0);
  });

  it('sends at most five codes per sign-in', async () => {
    const { grant } = await c.start();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await c.requestCode(grant)).statusCode).toBe(200);
    }
    const sixth = await c.requestCode(grant);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('texts the code to a mobile phone, and a member without a method keeps the one they proved', async () => {
    const mfa = { memberId: '7100000020' };
    const { answer, grant } = await c.start('fed.mfa');
    expect(answer.json().strReturnObject.objTwoStep).toMatchObject({
      str2FAPref: null,
      promptMFA: true,
      strMaskedEmail: 'd*****d@example.org',
      strMaskedPhone: '(***) ***-0151',
    });

    const sent = await c.requestCode(grant, { method: 'S', ...mfa });
    expect(sent.json().strReturnObject).toMatchObject({
      str2FAPref: 'S',
      strMaskedContact: '(***) ***-0151',
    });
    const text = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', '2025550151')
      .executeTakeFirstOrThrow();
    expect(text.channel).toBe('sms');

    const accepted = await c.submitCode(grant, await c.latestCode('2025550151'), {
      method: 'S',
      ...mfa,
    });
    expect(accepted.json().returnCode).toBe(200);
    expect((await c.member(mfa.memberId)).two_factor_pref).toBe('S');

    const next = await c.start('fed.mfa');
    expect(next.answer.json().strReturnObject.objTwoStep).toMatchObject({
      str2FAPref: 'S',
      promptMFA: false,
    });
  });
});

describe('two-step verification and the account lockout', () => {
  let t: TestApp;
  let c: ReturnType<typeof twoStepClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOCKOUT_THRESHOLD: '4' } });
    c = twoStepClient(t);
  });
  afterAll(() => t.close());

  it('locks the account when wrong codes reach the threshold, and ends the pending sign-in', async () => {
    const { grant } = await c.start();
    await c.requestCode(grant);
    const wrong = c.otherThan(await c.latestCode());
    for (let attempt = 0; attempt < 3; attempt += 1) await c.submitCode(grant, wrong);
    await c.requestCode(grant);
    const code = await c.latestCode();

    const fourth = await c.submitCode(grant, c.otherThan(code));
    expect(fourth.json()).toMatchObject({ returnCode: 4740, forwardCode: 5 });
    expect(cookieOf(fourth, twoStepCookie.name)).toMatchObject({ value: '' });
    expect(
      (await signInFailuresOf(t.db, 'fed.twostep')).from('127.0.0.1')?.locked_at,
    ).not.toBeNull();

    // Over: the right code opens nothing, and the password alone meets the lock.
    expect((await c.submitCode(grant, code)).statusCode).toBe(401);
    expect((await postLogin(t.app, { strUserid: 'fed.twostep' })).json()).toMatchObject({
      returnCode: 4740,
      forwardCode: 5,
    });
  });
});

describe('two-step codes per member', () => {
  let t: TestApp;
  let c: ReturnType<typeof twoStepClient>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_TWO_STEP_CODES_PER_MEMBER: '2' } });
    c = twoStepClient(t);
  });
  afterAll(() => t.close());

  it('limits the codes sent to one member across sign-ins', async () => {
    const first = await c.start();
    expect((await c.requestCode(first.grant)).statusCode).toBe(200);
    expect((await c.requestCode(first.grant)).statusCode).toBe(200);
    expect((await c.requestCode(first.grant)).statusCode).toBe(429);
    // Signing in again does not start the count again.
    const second = await c.start();
    expect((await c.requestCode(second.grant)).statusCode).toBe(429);
  });
});

describe('two-step codes when email cannot be sent', () => {
  let t: TestApp;
  let c: ReturnType<typeof twoStepClient>;
  beforeAll(async () => {
    // A port nothing listens on: the SMTP relay is down.
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}` } });
    c = twoStepClient(t);
  });
  afterAll(() => t.close());

  it('answers 503 with the service-unavailable message, and the code it made does not exist', async () => {
    const { grant } = await c.start();
    const answer = await c.requestCode(grant);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      returnCode: 503,
      strReturnObject: { strMessage: "We're unable to complete your request at this time." },
    });
    const row = await c.pendingRow();
    expect(row.code_hash).toBeNull();
    expect((await c.submitCode(grant, '123456')).json().strReturnObject.strCodeStatus).toBe(
      'expired',
    );
  });
});
