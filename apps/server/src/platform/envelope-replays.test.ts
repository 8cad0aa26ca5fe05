import { Writable } from 'node:stream';
import { errorEnvelopeSchema, sealRequest } from '@portal/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { servicePublicKey } from '../testing/encrypted-requests.js';
import { bearerTokenFrom, loginUrl } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { envelopeNotFreshMessage } from './envelope-encryption.js';

/*
 * A captured sign-in body used to be as good as the password: the same envelope sent three times
 * gave three sessions. Every envelope now carries its time of sending inside the sealed part, and
 * one sent before sign-in is accepted once, by every instance (issue 14, item 1).
 */

const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream: sink });
  second = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const signIn = { strUserid: 'fed.member', strPassword: demoPassword, strProductNm: 'MFB' };

/** The wire body of a sign-in sealed at `sentAtMs`, as captured by someone who sees bodies. */
async function capturedSignIn(sentAtMs = Date.now()) {
  const sealed = await sealRequest(
    { scheme: 'service', publicKey: await servicePublicKey(t.app), offerSessionKey: true },
    JSON.stringify(signIn),
    { method: 'POST', urlPath: loginUrl },
    sentAtMs,
  );
  return JSON.stringify(sealed.body);
}

function send(app: TestApp['app'], payload: string) {
  return app.inject({
    method: 'POST',
    url: loginUrl,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

function expectNotFresh(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
    returnCode: 400,
    strReturnObject: { strMessage: envelopeNotFreshMessage },
  });
  expect(response.headers.authorization).toBeUndefined();
}

/** The log lines of refused requests, by their code. */
function refusalCodes() {
  return logLines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === 'request refused')
    .map((entry) => entry.code);
}

describe('a captured sign-in body', () => {
  it('gives one session, however often it is sent, on either instance', async () => {
    const captured = await capturedSignIn();
    const first = await send(t.app, captured);
    expect(first.statusCode).toBe(200);
    expect(bearerTokenFrom(first)).toBeDefined();

    expectNotFresh(await send(t.app, captured));
    expectNotFresh(await send(second.app, captured));
    expect(refusalCodes()).toContain('ENVELOPE_REPLAYED');
    // The log names the reason, never the content.
    expect(logLines.join('\n')).not.toContain(demoPassword);
    expect(logLines.join('\n')).not.toContain(JSON.parse(captured).data.slice(0, 40));
  });

  it('is accepted once when sent twice at the same moment', async () => {
    const captured = await capturedSignIn();
    const answers = await Promise.all([send(t.app, captured), send(second.app, captured)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('the time of sending', () => {
  it('refuses an envelope more than five minutes old', async () => {
    const response = await send(t.app, await capturedSignIn(Date.now() - 301_000));
    expectNotFresh(response);
    expect(refusalCodes()).toContain('ENVELOPE_STALE');
  });

  it('refuses an envelope more than a minute ahead of the service clock', async () => {
    const response = await send(t.app, await capturedSignIn(Date.now() + 70_000));
    expectNotFresh(response);
    expect(refusalCodes()).toContain('ENVELOPE_AHEAD');
  });

  it('accepts one sent four minutes ago, and answers its refusals with the service clock', async () => {
    const response = await send(t.app, await capturedSignIn(Date.now() - 240_000));
    expect(response.statusCode).toBe(200);
    const refused = await send(t.app, await capturedSignIn(Date.now() - 400_000));
    // The client sets its clock from this and sends a new envelope.
    const serverDate = Date.parse(refused.json().strServerDate);
    expect(Math.abs(serverDate - Date.now())).toBeLessThan(5_000);
  });

  it('keeps replay records only while their envelopes are fresh', async () => {
    const rows = await t.db.selectFrom('envelope_replays').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(Date.now() + 300_000);
      expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
