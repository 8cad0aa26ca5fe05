import { apiBasePath } from '@portal/api/protocol';
import { keepAlivePath } from '@portal/api/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../platform/session-tokens.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { bearerTokenFrom, logoutUrl, postLogin, postLogout } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SESSION_IDLE_SECONDS: '60', SESSION_ABSOLUTE_SECONDS: '3600' },
  });
});
afterAll(() => t.close());

async function signInToken(): Promise<string> {
  const token = bearerTokenFrom(await postLogin(t.app));
  if (!token) throw new Error('sign-in gave no token');
  return token;
}

/** Moves a session's clock back, as if time had passed since it was last used or opened. */
async function ageSession(
  token: string,
  change: { lastSeenSecondsAgo?: number; expiresSecondsAgo?: number },
) {
  const now = Date.now();
  await t.db
    .updateTable('sessions')
    .set({
      ...(change.lastSeenSecondsAgo !== undefined && {
        last_seen_at: new Date(now - change.lastSeenSecondsAgo * 1000).toISOString(),
      }),
      ...(change.expiresSecondsAgo !== undefined && {
        expires_at: new Date(now - change.expiresSecondsAgo * 1000).toISOString(),
      }),
    })
    .where('token_hash', '=', hashSessionToken(token))
    .execute();
}

function expectNotAuthenticated(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    returnCode: 401,
    forwardCode: null,
    strReturnObject: { strMessage: expect.any(String) },
  });
}

describe('sign-out', () => {
  it('revokes the session: 200 envelope, then the same token gets 401', async () => {
    const token = await signInToken();

    const first = await postLogout(t.app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ returnCode: 200, forwardCode: null, strReturnObject: {} });

    const session = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', '=', 'logout')
      .execute();
    expect(audit).toHaveLength(1);

    expectNotAuthenticated(await postLogout(t.app, token));
  });

  it('accepts a sign-out with no body at all', async () => {
    const token = await signInToken();
    const response = await t.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ returnCode: 200 });
  });

  it('refuses a missing, malformed or unknown token with 401', async () => {
    expectNotAuthenticated(await postLogout(t.app, undefined));
    expectNotAuthenticated(await postLogout(t.app, 'not a token'));
    expectNotAuthenticated(await postLogout(t.app, 'A'.repeat(43)));
    const basic = await t.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: { authorization: 'Basic ZmVkLm1lbWJlcjpEZW1vLVBvcnRhbC0yMDI2' },
      payload: {},
    });
    expectNotAuthenticated(basic);
  });

  it('ends a session left idle longer than SESSION_IDLE_SECONDS', async () => {
    const token = await signInToken();
    await ageSession(token, { lastSeenSecondsAgo: 61 });
    expectNotAuthenticated(await postLogout(t.app, token));
  });

  it('keeps a session used within the idle limit, and each use restarts the idle clock', async () => {
    const token = await signInToken();
    await ageSession(token, { lastSeenSecondsAgo: 59 });
    const before = Date.now();
    // A rejected body still passes the session check first, so this touches last_seen_at...
    const touched = await t.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: { authorization: `Bearer ${token}` },
      payload: { unexpected: true },
    });
    expect(touched.statusCode).toBe(400);
    const session = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.last_seen_at)).toBeGreaterThanOrEqual(before - 1000);
    // ...and the session is still good.
    expect((await postLogout(t.app, token)).statusCode).toBe(200);
  });

  it('keeps a session alive with the keep-alive ping (spec section 9), until it has been idle too long', async () => {
    const token = await signInToken();
    const ping = () => postEncrypted(t.app, `${apiBasePath}${keepAlivePath}`, {}, { token });
    const lastSeen = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashSessionToken(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at;

    await ageSession(token, { lastSeenSecondsAgo: 59 });
    const before = Date.now();
    const answer = await ping();
    expect(answer.statusCode).toBe(200);
    expect(answer.sealed).toBe(true);
    expect(answer.json()).toMatchObject({ returnCode: 200, strReturnObject: {} });
    expect(Date.parse(await lastSeen())).toBeGreaterThanOrEqual(before - 1000);

    // A member who stopped pinging (idle, the tab closed) is signed out at the idle limit all the
    // same: the ping only counts while it comes.
    await ageSession(token, { lastSeenSecondsAgo: 61 });
    expectNotAuthenticated(await ping());
  });

  it('ends a session past SESSION_ABSOLUTE_SECONDS even if it was just used', async () => {
    const token = await signInToken();
    await ageSession(token, { expiresSecondsAgo: 1 });
    expectNotAuthenticated(await postLogout(t.app, token));
  });

  it('sets expires_at to the absolute limit after sign-in', async () => {
    const token = await signInToken();
    const session = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(3600 * 1000);
  });
});
