import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { bearerTokenFrom, postLogin, postLogout } from '../testing/sign-in-requests.js';
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

  it('redact secrets in anything that logs them on purpose', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc' } },
        body: { strPassword: 'hunter2', strAcc_Nbr: '4400123456' },
      },
      'careless',
    );
    const log = lines.join('');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('4400123456');
    expect(log).not.toContain('Bearer abc');
    expect(log).toContain('[redacted]');
  });
});
