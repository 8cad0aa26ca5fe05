import { errorEnvelopeSchema } from '@portal/api/envelope';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/create-database.js';
import { demoPassword } from '../db/seed-demo-data.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { loginUrl } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postRaw(payload: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: loginUrl,
    headers: { 'content-type': contentType },
    payload,
  });
}

/** A body sealed in the envelope, so the contract (not the envelope check) is what refuses it. */
function postSealed(payload: unknown) {
  return postEncrypted(t.app, loginUrl, payload);
}

function expectInvalidRequest(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body).toMatchObject({ returnCode: 400, forwardCode: null });
  expect(body.strReturnObject?.strMessage).toEqual(expect.any(String));
  // Nothing of the request (here: the password) is echoed back.
  expect(response.body).not.toContain(demoPassword);
  return body;
}

const validLogin = { strUserid: 'fed.member', strPassword: demoPassword, strProductNm: 'MFB' };

describe('requests that break the protocol', () => {
  it('answers malformed JSON with 400 and does not quote the body', async () => {
    const body = expectInvalidRequest(
      await postRaw(`{"strUserid":"fed.member","strPassword":"${demoPassword}"`),
    );
    expect(body.strReturnObject?.strMessage).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown field with 400', async () => {
    const body = expectInvalidRequest(await postSealed({ ...validLogin, isAdmin: true }));
    expect(body.strReturnObject?.strMessage).toContain('unrecognized_keys');
  });

  it('answers wrong types and missing fields with 400, naming the field', async () => {
    const wrongType = expectInvalidRequest(await postSealed({ ...validLogin, strPassword: 12345 }));
    expect(wrongType.strReturnObject?.strMessage).toContain('strPassword');
    expectInvalidRequest(await postSealed({ strUserid: 'fed.member' }));
    expectInvalidRequest(await postSealed([validLogin]));
    expectInvalidRequest(await postSealed(null));
    expectInvalidRequest(await postSealed({ ...validLogin, strProductNm: 'XYZ' }));
    expectInvalidRequest(await postRaw('null'));
  });

  it('answers a user id over 50 characters or a password over 20 with 400', async () => {
    const longUser = expectInvalidRequest(
      await postSealed({ ...validLogin, strUserid: 'a'.repeat(51) }),
    );
    expect(longUser.strReturnObject?.strMessage).toContain('strUserid');
    expectInvalidRequest(await postSealed({ ...validLogin, strPassword: 'p'.repeat(21) }));
  });

  it('answers a body over 64 KiB with 400, not 413 or 500', async () => {
    const body = expectInvalidRequest(
      await postRaw(JSON.stringify({ ...validLogin, strUserid: 'a'.repeat(70_000) })),
    );
    expect(body.strReturnObject?.strMessage).toBe('The request body is too large.');
  });

  it('answers an empty or non-JSON body with 400', async () => {
    expectInvalidRequest(await postRaw(''));
    expectInvalidRequest(
      await postRaw('strUserid=fed.member', 'application/x-www-form-urlencoded'),
    );
    expectInvalidRequest(await postRaw(JSON.stringify(validLogin), 'text/plain'));
  });

  it('rejects a prototype-poisoning body with 400, plain or inside the envelope', async () => {
    const poisoned = `{"strUserid":"x","strPassword":"y","strProductNm":"MFB","__proto__":{"admin":true}}`;
    expectInvalidRequest(await postRaw(poisoned));
    const sealed = await postEncrypted(t.app, loginUrl, JSON.parse(poisoned));
    expectInvalidRequest(sealed);
    // A JSON.parse'd "__proto__" is an own key, which the strict contract refuses anyway; the
    // envelope's parser refuses the text itself, as Fastify's does for plain bodies.
    const sealedText = await postEncrypted(t.app, loginUrl, {
      nested: { constructor: { prototype: {} } },
    });
    expectInvalidRequest(sealedText);
  });

  it('answers an address that does not decode with the 400 envelope', async () => {
    for (const url of ['/api/%zz', '/api/v1/ep/fehbLogin/%E0%A4%A', '/%zz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ returnCode: 400, forwardCode: null });
    }
  });

  it('answers an unknown /api path with the 404 envelope, whatever the method or Accept', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/ep/noSuchCall' },
      { method: 'GET' as const, url: '/api/v1/ep/fehbLogin/metlawPortalLogin' },
      { method: 'GET' as const, url: '/api/nothing', headers: { accept: 'text/html' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ returnCode: 404, forwardCode: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('failures on the server side', () => {
  it('answer 500 with the envelope and no internal detail', async () => {
    const broken = await createTestApp({ seed: false });
    try {
      // A table gone missing is a real fault the service cannot recover from.
      await broken.db.schema.alterTable('members').renameTo('members_gone').execute();
      const login = await postEncrypted(broken.app, loginUrl, validLogin);
      expect(login.statusCode).toBe(500);
      expect(login.json()).toMatchObject({
        returnCode: 500,
        forwardCode: null,
        strReturnObject: { strMessage: "We're unable to complete your request at this time." },
      });
      expect(login.body).not.toMatch(/members|table|relation|stack/i);
    } finally {
      await broken.close();
    }
  });

  it('make health answer 503 when the database does not answer', async () => {
    const closed = createDatabase(t.config.database);
    // Kysely connects on first use; use it once so destroy() really closes the connection.
    await sql`select 1`.execute(closed);
    await closed.destroy();
    const app = await buildApp({ config: t.config, db: closed, logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
