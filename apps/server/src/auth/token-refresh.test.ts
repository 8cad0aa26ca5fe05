import { fetchUserBankDetailsPath } from '@portal/api/banks';
import { apiBasePath, refreshCookie } from '@portal/api/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousTokenGraceSeconds } from '../platform/session-queries.js';
import { hashSessionToken } from '../platform/session-tokens.js';
import { type ApiAnswer, postEncrypted } from '../testing/encrypted-requests.js';
import { bearerTokenFrom, postLogin, postLogout, refreshUrl } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const banksUrl = `${apiBasePath}${fetchUserBankDetailsPath}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refreshCookieOf(response: ApiAnswer) {
  return response.cookies.find((cookie) => cookie.name === refreshCookie.name);
}

/** Signs in and returns the bearer token and the refresh credential as a browser keeps them. */
async function signIn(headers: Record<string, string> = {}) {
  const response = await postLogin(t.app, {}, { headers });
  const token = bearerTokenFrom(response);
  const cookie = refreshCookieOf(response);
  if (!token || !cookie) throw new Error('sign-in gave no token or cookie');
  return { response, token, credential: cookie.value };
}

function postRefresh(token: string | undefined, credential: string | undefined) {
  return postEncrypted(
    t.app,
    refreshUrl,
    {},
    {
      token,
      ...(credential !== undefined && { cookie: `${refreshCookie.name}=${credential}` }),
    },
  );
}

function listBanks(token: string) {
  return postEncrypted(t.app, banksUrl, { strMember_Id: '7100000001', dtEffDate: null }, { token });
}

function sessionRow(token: string) {
  return t.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashSessionToken(token))
    .executeTakeFirstOrThrow();
}

describe('the sign-in answer', () => {
  it('gives the token with its expiry and sets the refresh cookie', async () => {
    const before = Date.now();
    const { response, credential } = await signIn();

    const expiresAt = Date.parse(String(response.headers['token-expires-at']));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 900_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      path: '/api/v1/ep/fehbLogin/refreshToken',
      httpOnly: true,
      sameSite: 'Strict',
    });
    // Plain http on localhost (inject's default host): not Secure, so every browser keeps it.
    expect(cookie?.secure).toBeUndefined();
    expect(Number(cookie?.maxAge)).toBeGreaterThanOrEqual(43_199);
    expect(Number(cookie?.maxAge)).toBeLessThanOrEqual(43_200);
  });

  it('sets a Secure cookie for any other host', async () => {
    const { response } = await signIn({ host: 'portal.example.org' });
    expect(refreshCookieOf(response)?.secure).toBe(true);
    const proxied = await signIn({ host: 'localhost.example.org' });
    expect(refreshCookieOf(proxied.response)?.secure).toBe(true);
  });
});

describe('POST /fehbLogin/refreshToken', () => {
  it('answers a new token and rotates the cookie; the old cookie is refused from then on', async () => {
    const { token, credential } = await signIn();

    const refreshed = await postRefresh(token, credential);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ returnCode: 200, strReturnObject: {} });
    const newToken = bearerTokenFrom(refreshed);
    const newCredential = refreshCookieOf(refreshed)?.value;
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);
    expect(newCredential).toBeDefined();
    expect(newCredential).not.toBe(credential);
    expect(refreshed.headers['token-expires-at']).toEqual(expect.any(String));

    // The old credential is refused, even with the new token.
    const replay = await postRefresh(newToken, credential);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ returnCode: 401 });
    expect(refreshCookieOf(replay)).toBeUndefined();

    // The new pair works, and the new token reads the member's data.
    expect((await listBanks(newToken ?? '')).json()).toMatchObject({ returnCode: 200 });
    const again = await postRefresh(newToken, newCredential);
    expect(again.statusCode).toBe(200);
  });

  it('keeps the replaced token working for a minute only', async () => {
    const { token, credential } = await signIn();
    const refreshed = await postRefresh(token, credential);
    const newToken = bearerTokenFrom(refreshed) ?? '';

    // A call sent with the old token just before the new one arrived still succeeds...
    expect((await listBanks(token)).statusCode).toBe(200);
    const row = await sessionRow(newToken);
    expect(Date.parse(row.previous_token_expires_at ?? '') - Date.now()).toBeLessThanOrEqual(
      previousTokenGraceSeconds * 1000,
    );
    // ...but not once the grace is over.
    await t.db
      .updateTable('sessions')
      .set({ previous_token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', row.session_id)
      .execute();
    expect((await listBanks(token)).statusCode).toBe(401);
    expect((await listBanks(newToken)).statusCode).toBe(200);
  });

  it('needs the token and the cookie of the same session', async () => {
    const first = await signIn();
    const second = await signIn();

    expect((await postRefresh(first.token, undefined)).statusCode).toBe(401);
    expect((await postRefresh(undefined, first.credential)).statusCode).toBe(401);
    expect((await postRefresh(first.token, second.credential)).statusCode).toBe(401);
    expect((await postRefresh(first.token, 'not a credential')).statusCode).toBe(401);
    // None of that spent the real credentials.
    expect((await postRefresh(first.token, first.credential)).statusCode).toBe(200);
  });

  it('gives one winner when two refreshes race with the same cookie', async () => {
    const { token, credential } = await signIn();
    const outcomes = await Promise.all([
      postRefresh(token, credential),
      postRefresh(token, credential),
    ]);
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired token, and the token expires when the service said', async () => {
    const { token, credential } = await signIn();
    const row = await sessionRow(token);
    await t.db
      .updateTable('sessions')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', row.session_id)
      .execute();
    expect((await listBanks(token)).statusCode).toBe(401);
    expect((await postRefresh(token, credential)).statusCode).toBe(401);
  });

  it('ends with the session: after sign-out the old token and cookie are refused', async () => {
    const { token, credential } = await signIn();
    const logout = await postLogout(t.app, token);
    expect(logout.statusCode).toBe(200);
    const cleared = refreshCookieOf(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe(refreshCookie.path);
    expect(Date.parse(String(cleared?.expires))).toBeLessThanOrEqual(Date.now());

    expect((await listBanks(token)).statusCode).toBe(401);
    expect((await postRefresh(token, credential)).statusCode).toBe(401);
    expect((await sessionRow(token)).refresh_hash).toBeNull();
  });
});

describe('session use', () => {
  it('writes last_seen_at at most once per SESSION_TOUCH_SECONDS', async () => {
    const { token } = await signIn();
    const signedInAt = (await sessionRow(token)).last_seen_at;
    await listBanks(token);
    await listBanks(token);
    // Within a minute of sign-in nothing is written...
    expect((await sessionRow(token)).last_seen_at).toBe(signedInAt);

    // ...once the last write is older than that, the next call writes.
    const minuteAgo = new Date(Date.now() - 61_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: minuteAgo })
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
    await listBanks(token);
    expect((await sessionRow(token)).last_seen_at > minuteAgo).toBe(true);
  });
});
