import { Writable } from 'node:stream';
import { refreshCookie } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import {
  bearerTokenFrom,
  loginUrl,
  postLogin,
  postLogout,
  refreshUrl,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** The app's own logger, writing into memory so the test can read every line. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: sink });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry a request id and never the password, the token or the body', async () => {
    const signIn = await postLogin(t.app);
    const token = bearerTokenFrom(signIn) ?? '';
    await postLogout(t.app, token);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/ep/fehbLogin/metlawPortalLogin',
      headers: { 'content-type': 'application/json', cookie: 'refresh=secret-cookie' },
      payload: `{"strUserid":"fed.member","strPassword":"${demoPassword}"`,
    });

    const log = lines.join('');
    expect(log).toContain('"reqId"');
    expect(log).toContain('request completed');
    expect(log).not.toContain(demoPassword);
    expect(token).not.toBe('');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-cookie');
  });

  it("never carry an encrypted body, the refresh cookie or the service's private key", async () => {
    lines.length = 0;
    const signIn = await postLogin(t.app);
    const cookie = signIn.cookies.find((entry) => entry.name === refreshCookie.name)?.value ?? '';
    await postEncrypted(
      t.app,
      refreshUrl,
      {},
      {
        token: bearerTokenFrom(signIn),
        cookie: `${refreshCookie.name}=${cookie}`,
      },
    );
    await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: 'bm90IGEgcmVhbCBlbnZlbG9wZQ==:AAAA' }),
    });
    const log = lines.join('');
    expect(cookie).not.toBe('');
    expect(log).not.toContain(cookie);
    expect(log).not.toContain('bm90IGEgcmVhbCBlbnZlbG9wZQ');
    expect(log).toContain('ENVELOPE_UNREADABLE');
    const key = await t.db
      .selectFrom('service_keys')
      .select('private_jwk')
      .executeTakeFirstOrThrow();
    const privateExponent = String(JSON.parse(key.private_jwk).d);
    expect(log).not.toContain(privateExponent.slice(0, 32));
  });

  it('redact secrets in anything that logs them on purpose', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc' } },
        body: { strPassword: 'hunter2', strAcc_Nbr: '4400123456', strAba_Rout_Nbr: '091002347' },
        envelope: { data: 'c2VhbGVk:d3JhcHBlZA==' },
        row: { private_jwk: '{"d":"private-exponent"}', refresh_hash: 'abc123hash' },
      },
      'careless',
    );
    const log = lines.join('');
    for (const secret of ['091002347', 'c2VhbGVk', 'private-exponent', 'abc123hash']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('4400123456');
    expect(log).not.toContain('Bearer abc');
    expect(log).toContain('[redacted]');
  });
});
