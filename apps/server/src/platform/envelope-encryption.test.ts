import { fetchUserBankDetailsPath } from '@portal/api/banks';
import {
  errorEnvelopeSchema,
  publicKeyPath,
  publicKeyResponseSchema,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import { loginResponseSchema } from '@portal/api/sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { postEncrypted, servicePublicKey } from '../testing/encrypted-requests.js';
import { bearerTokenFrom, loginUrl, postLogin, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { envelopeUnreadableMessage, plaintextRefusedMessage } from './envelope-encryption.js';

const banksUrl = `${apiBasePath}${fetchUserBankDetailsPath}`;
const publicKeyUrl = `${apiBasePath}${publicKeyPath}`;
const validLogin = { strUserid: 'fed.member', strPassword: demoPassword, strProductNm: 'MFB' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postWire(url: string, payload: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload,
  });
}

function expectPlainRefusal(
  response: { statusCode: number; json: () => unknown; body: string },
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
    returnCode: 400,
    forwardCode: null,
    strReturnObject: { strMessage: message },
  });
  expect(response.body).not.toContain(demoPassword);
}

/** A valid sealed login body, to tamper with. */
async function sealedLogin(url = loginUrl) {
  const sealed = await sealRequest(
    { scheme: 'service', publicKey: await servicePublicKey(t.app), offerSessionKey: true },
    JSON.stringify(validLogin),
    { method: 'POST', urlPath: url },
  );
  return sealed.body.data;
}

describe('the encryption envelope on the service', () => {
  it('round-trips a sign-in: the body and the answer travel sealed', async () => {
    const response = await postLogin(t.app);

    expect(response.statusCode).toBe(200);
    expect(response.sealed).toBe(true);
    expect(Object.keys(JSON.parse(response.wire))).toEqual(['data']);
    expect(response.wire).not.toContain('Jordan');
    expect(loginResponseSchema.parse(response.json())).toMatchObject({
      returnCode: 200,
      forwardCode: 31,
      strReturnObject: { objuservo: { strFirst_Nm: 'Jordan' } },
    });
    expect(bearerTokenFrom(response)).toBeDefined();
  });

  it('refuses a plaintext body on an encrypted call with 400, in plaintext', async () => {
    expectPlainRefusal(
      await postWire(loginUrl, JSON.stringify(validLogin)),
      plaintextRefusedMessage,
    );
    const token = await signInToken(t.app);
    expectPlainRefusal(
      await postWire(
        banksUrl,
        JSON.stringify({ strMember_Id: '7100000001', dtEffDate: null }),
        token,
      ),
      plaintextRefusedMessage,
    );
  });

  it('refuses a tampered envelope with 400, never 500', async () => {
    const data = await sealedLogin();
    const [sealed = '', wrapped = ''] = data.split(':');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    for (const tampered of [
      `${flip(sealed, 16)}:${wrapped}`,
      `${flip(sealed, sealed.length - 6)}:${wrapped}`,
      `${sealed}:${flip(wrapped, 40)}`,
      `${wrapped}:${sealed}`,
      'not base64:at all',
      '',
      `${sealed}:${wrapped}:${wrapped}`,
    ]) {
      expectPlainRefusal(
        await postWire(loginUrl, JSON.stringify({ data: tampered })),
        envelopeUnreadableMessage,
      );
    }
  });

  it('refuses an envelope sealed for another call', async () => {
    const data = await sealedLogin(`${apiBasePath}/fehbLogin/logout`);
    expectPlainRefusal(
      await postWire(loginUrl, JSON.stringify({ data })),
      envelopeUnreadableMessage,
    );
  });

  it('seals the answers given after the envelope was opened, refusals included', async () => {
    const response = await postEncrypted(t.app, loginUrl, { ...validLogin, isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.sealed).toBe(true);
    expect(response.json()).toMatchObject({ returnCode: 400 });
  });

  it('answers 401 before reading the body, in plaintext', async () => {
    const response = await postEncrypted(t.app, banksUrl, {
      strMember_Id: '7100000001',
      dtEffDate: null,
    });
    expect(response.statusCode).toBe(401);
    expect(response.sealed).toBe(false);
    expect(response.json()).toMatchObject({ returnCode: 401 });
  });
});

describe('the public key', () => {
  it('is served in plain JSON without sign-in, as a public JWK only', async () => {
    const response = await t.app.inject({ method: 'GET', url: publicKeyUrl });
    expect(response.statusCode).toBe(200);
    const answer = publicKeyResponseSchema.parse(response.json());
    expect(answer.strReturnObject).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      delimiter: ':',
      jwk: { kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc' },
    });
    expect(Object.keys(answer.strReturnObject?.jwk ?? {}).sort()).toEqual([
      'alg',
      'e',
      'kty',
      'n',
      'use',
    ]);
    for (const privatePart of ['"d"', '"p"', '"q"', '"dp"', '"dq"', '"qi"']) {
      expect(response.body).not.toContain(privatePart);
    }
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is made once, kept in the database and shared by every instance', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const first = await t.app.inject({ method: 'GET', url: publicKeyUrl });
      const other = await second.app.inject({ method: 'GET', url: publicKeyUrl });
      expect(other.json().strReturnObject).toEqual(first.json().strReturnObject);
      // One envelope key pair (the table also keeps other purposes' keys, such as the SSN lookup's).
      const rows = await t.db
        .selectFrom('service_keys')
        .select(['purpose', 'key_id'])
        .where('purpose', '=', 'envelope')
        .execute();
      expect(rows).toEqual([{ purpose: 'envelope', key_id: first.json().strReturnObject.kid }]);

      // A body sealed with the key of one instance opens on the other.
      const token = await signInToken(t.app);
      const banks = await postEncrypted(
        second.app,
        banksUrl,
        { strMember_Id: '7100000001', dtEffDate: null },
        { token },
      );
      expect(banks.json()).toMatchObject({ returnCode: 200 });
    } finally {
      await second.close();
    }
  });
});

describe('with ENCRYPTION_REQUIRED=false (tests and benchmarks only)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ env: { ENCRYPTION_REQUIRED: 'false' } });
  });
  afterAll(() => plain.close());

  it('accepts and answers plain JSON, and still speaks the envelope to clients that use it', async () => {
    const response = await plain.app.inject({ method: 'POST', url: loginUrl, payload: validLogin });
    expect(response.json()).toMatchObject({ returnCode: 200, forwardCode: 31 });

    const sealed = await postLogin(plain.app);
    expect(sealed.sealed).toBe(true);
    expect(sealed.json()).toMatchObject({ returnCode: 200 });
  });
});
