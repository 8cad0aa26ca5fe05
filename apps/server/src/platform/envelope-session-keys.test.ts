import { randomBytes } from 'node:crypto';
import { fetchUserBankDetailsPath } from '@portal/api/banks';
import {
  bytesToBase64,
  errorEnvelopeSchema,
  importSessionKey,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath, refreshCookie } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiAnswer,
  postEncrypted,
  servicePublicKey,
  sessionKeyOf,
} from '../testing/encrypted-requests.js';
import {
  bearerTokenFrom,
  loginUrl,
  postLogin,
  postLogout,
  refreshUrl,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { envelopeNotFreshMessage, envelopeUnreadableMessage } from './envelope-encryption.js';
import { hashSessionToken } from './session-tokens.js';

/*
 * The envelope, version 2 (issue 17): the sign-in's envelope carries a session key, every
 * signed-in call wraps its one-time key with it, and a refresh replaces it. These tests hold the
 * properties the protocol document (@portal/api docs/envelope-v2.md) promises.
 */

const banksUrl = `${apiBasePath}${fetchUserBankDetailsPath}`;
const credentialsUrl = `${apiBasePath}${editPortalSecurityCredentialsPath}`;
const bankRequest = { strMember_Id: '7100000001', dtEffDate: null };
const processKey = randomBytes(32).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_KEY_ENCRYPTION_KEY: processKey } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Signs fed.member in; the token, its refresh credential and the session key it came with. */
async function signIn() {
  const response = await postLogin(t.app);
  const token = bearerTokenFrom(response);
  const credential = response.cookies.find((cookie) => cookie.name === refreshCookie.name)?.value;
  const sessionKey = token && sessionKeyOf(token);
  if (!token || !credential || !sessionKey) throw new Error('sign-in gave no session key');
  return { token, credential, sessionKey };
}

function listBanks(token: string, options: Parameters<typeof postEncrypted>[3] = {}) {
  return postEncrypted(t.app, banksUrl, bankRequest, { token, ...options });
}

function refresh(token: string, credential: string) {
  return postEncrypted(
    t.app,
    refreshUrl,
    {},
    {
      token,
      cookie: `${refreshCookie.name}=${credential}`,
    },
  );
}

function expectRefusal(response: ApiAnswer, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.sealed).toBe(false);
  expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
    returnCode: 400,
    strReturnObject: { strMessage: message },
  });
}

/** Counts the RSA private-key operations the service does: RSA-OAEP decryptions. */
function countRsaDecryptions() {
  const decrypt = vi.spyOn(globalThis.crypto.subtle, 'decrypt');
  return () =>
    decrypt.mock.calls.filter(([algorithm]) =>
      typeof algorithm === 'string'
        ? algorithm === 'RSA-OAEP'
        : (algorithm as { name: string }).name === 'RSA-OAEP',
    ).length;
}

describe('the session key', () => {
  it('costs one RSA operation at sign-in and none on a signed-in call', async () => {
    const rsaOperations = countRsaDecryptions();
    const { token, credential } = await signIn();
    expect(rsaOperations()).toBe(1);

    const banks = await listBanks(token);
    expect(banks.statusCode).toBe(200);
    expect(banks.sealed).toBe(true);
    expect(banks.json()).toMatchObject({ returnCode: 200 });
    await listBanks(token);
    expect(rsaOperations()).toBe(1);

    // The refresh carries the next session key under the RSA key: one more, once in ten minutes.
    const refreshed = await refresh(token, credential);
    expect(refreshed.statusCode).toBe(200);
    expect(rsaOperations()).toBe(2);
    await listBanks(bearerTokenFrom(refreshed) ?? '');
    expect(rsaOperations()).toBe(2);
  });

  it('wraps a call that works with or without a session when a token goes with it', async () => {
    // /editPortalSecurityCredentials: a password changed while signed in, or saved from a link.
    const { token } = await signIn();
    const rsaOperations = countRsaDecryptions();
    const change = {
      strMember_Id: '7100000001',
      strCurrentPassword: 'not-the-password-1',
      strNewPassword: 'tabletop-lantern-07',
      strConfirmPassword: 'tabletop-lantern-07',
    };
    const signedIn = await postEncrypted(t.app, credentialsUrl, change, { token });
    expect(signedIn.sealed).toBe(true);
    expect(signedIn.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { currentPassword: 'currentPasswordIncorrect' } },
    });
    expect(rsaOperations()).toBe(0);

    // With the token the call is a signed-in one: the RSA key part is refused as on any other.
    const publicKey = await servicePublicKey(t.app);
    expectRefusal(
      await postEncrypted(t.app, credentialsUrl, change, {
        token,
        wrapping: { scheme: 'service', publicKey },
      }),
      envelopeUnreadableMessage,
    );
    // A token of an ended session is refused before the envelope is opened.
    await postLogout(t.app, token);
    expect((await postEncrypted(t.app, credentialsUrl, change, { token })).statusCode).toBe(401);

    // Without a token (a link opened from an email) it is a visitor's call, under the RSA key.
    const before = rsaOperations();
    const fromLink = await postEncrypted(t.app, credentialsUrl, {
      token_Id: 'no-such-link-0000000000',
      method: 'E',
      strNewPassword: 'tabletop-lantern-07',
      strConfirmPassword: 'tabletop-lantern-07',
    });
    expect(fromLink.sealed).toBe(true);
    expect(fromLink.json()).toMatchObject({ strReturnObject: { strLinkStatus: 'NOT_FOUND' } });
    expect(rsaOperations()).toBe(before + 1);
  });

  it('is required on a signed-in call: the service RSA key is refused there', async () => {
    const { token } = await signIn();
    const publicKey = await servicePublicKey(t.app);
    expectRefusal(
      await listBanks(token, { wrapping: { scheme: 'service', publicKey } }),
      envelopeUnreadableMessage,
    );
  });

  it('refuses a signed-in call sealed for another path, stale, tampered or in plaintext', async () => {
    const { token, sessionKey } = await signIn();
    const wrapping = { scheme: 'session' as const, sessionKey: sessionKey.key };

    // Sealed for the sign-out path, sent to the bank list.
    const misdirected = await sealRequest(wrapping, JSON.stringify(bankRequest), {
      method: 'POST',
      urlPath: `${apiBasePath}/logout`,
    });
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: banksUrl,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload,
      });
    expect((await send(JSON.stringify(misdirected.body))).statusCode).toBe(400);

    expectRefusal(
      await listBanks(token, { sentAtMs: Date.now() - 301_000 }),
      envelopeNotFreshMessage,
    );

    const good = await sealRequest(wrapping, JSON.stringify(bankRequest), {
      method: 'POST',
      urlPath: banksUrl,
    });
    const data = good.body.data;
    for (const at of [20, data.indexOf(':') - 6, data.length - 10]) {
      const tampered = `${data.slice(0, at)}${data[at] === 'A' ? 'B' : 'A'}${data.slice(at + 1)}`;
      const response = await send(JSON.stringify({ data: tampered }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ returnCode: 400 });
    }
    expect((await send(JSON.stringify(bankRequest))).statusCode).toBe(400);
    // The untouched envelope still works: the refusals were for the changes alone.
    expect((await send(JSON.stringify(good.body))).statusCode).toBe(200);
  });

  it('is refused for a sign-in whose envelope carries none', async () => {
    const response = await postEncrypted(
      t.app,
      loginUrl,
      { strUserid: 'fed.member', strPassword: 'x', strProductNm: 'MFB' },
      {
        wrapping: {
          scheme: 'service',
          publicKey: await servicePublicKey(t.app),
        },
      },
    );
    expectRefusal(response, envelopeUnreadableMessage);
  });

  it('is replaced at refresh; the old one works during the grace, then is refused', async () => {
    const { token, credential, sessionKey: oldKey } = await signIn();
    const refreshed = await refresh(token, credential);
    const newToken = bearerTokenFrom(refreshed) ?? '';
    const newKey = sessionKeyOf(newToken);
    expect(newKey?.raw).not.toEqual(oldKey.raw);

    const withOldKey = { wrapping: { scheme: 'session' as const, sessionKey: oldKey.key } };
    // A call sealed just before the refresh answer arrived still goes through...
    expect((await listBanks(newToken, withOldKey)).statusCode).toBe(200);
    expect((await listBanks(token)).statusCode).toBe(200);
    // ...until the old token's grace is over; then the old key is refused like the old token.
    await t.db
      .updateTable('sessions')
      .set({ previous_token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSessionToken(newToken))
      .execute();
    expectRefusal(await listBanks(newToken, withOldKey), envelopeUnreadableMessage);
    expect((await listBanks(token)).statusCode).toBe(401);
    expect((await listBanks(newToken)).statusCode).toBe(200);
  });

  it('is not readable from a copy of the database', async () => {
    const { token, sessionKey } = await signIn();
    const row = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(row.session_key).not.toBeNull();
    const raw = Buffer.from(sessionKey.raw);
    const rowText = JSON.stringify(row);
    for (const encoding of ['base64', 'base64url', 'hex'] as const) {
      expect(rowText).not.toContain(raw.toString(encoding).replace(/=+$/, ''));
    }
    expect(rowText).not.toContain(bytesToBase64(sessionKey.raw));

    // Another process on the same data, without this one's key: the session is of no use there.
    const copy = await createTestApp({
      database: t.database,
      seed: false,
      env: { SESSION_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    });
    try {
      const answer = await postEncrypted(copy.app, banksUrl, bankRequest, { token });
      expect(answer.statusCode).toBe(401);
      expect(answer.sealed).toBe(false);
    } finally {
      await copy.close();
    }
    // An instance given the same key (SESSION_KEY_ENCRYPTION_KEY) serves it.
    const sibling = await createTestApp({
      database: t.database,
      seed: false,
      env: { SESSION_KEY_ENCRYPTION_KEY: processKey },
    });
    try {
      expect((await postEncrypted(sibling.app, banksUrl, bankRequest, { token })).statusCode).toBe(
        200,
      );
    } finally {
      await sibling.close();
    }
  });

  it('dies with the session', async () => {
    const { token } = await signIn();
    await postLogout(t.app, token);
    const row = await t.db
      .selectFrom('sessions')
      .select(['session_key', 'previous_session_key'])
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ session_key: null, previous_session_key: null });
  });

  it('is a 32-byte AES key the client can import', async () => {
    const { sessionKey } = await signIn();
    expect(sessionKey.raw).toHaveLength(32);
    await expect(importSessionKey(new Uint8Array(sessionKey.raw))).resolves.toBeDefined();
  });
});
