import { refreshCookie } from '@portal/api/protocol';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { demoPassword } from '../db/seed-demo-data.js';
import { capturedLog } from '../testing/captured-log.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import {
  bearerTokenFrom,
  loginUrl,
  postLogin,
  postLogout,
  refreshUrl,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { lazyChildLoggerFactory, loggerOptions } from './logging.js';

/** The app's own logger, writing into memory so the test can read every line. */
const { lines, stream: sink } = capturedLog();

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

  it('carry the path a request asked for, never its query string', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/account/find-account?lastName=Lovelace&ssn=123-45-6789&dateOfBirth=1990-01-01',
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/account/find-account?[redacted]"');
    expect(log).not.toContain('123-45-6789');
    expect(log).not.toContain('Lovelace');
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
      .where('purpose', '=', 'envelope')
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

describe("a request's logger", () => {
  /** A Fastify app with the service's logger options and child logger factory at `level`. */
  async function appLoggingAt(level: string) {
    const { lines: written, stream } = capturedLog();
    const app = Fastify({
      logger: loggerOptions(loadConfig({ LOG_LEVEL: level }), stream),
      childLoggerFactory: lazyChildLoggerFactory,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.info({ token: 'info-token' }, 'below the level');
      request.log.warn({ token: 'warn-token', strAcc_Nbr: '4400123456' }, 'careful');
      request.log.child({ step: 'nested' }).error('went wrong');
      return { ok: true };
    });
    await app.ready();
    return { app, lines: () => written.map((line) => JSON.parse(line)) };
  }

  it('at warn, writes only warn and above, with the request id, redacted', async () => {
    const { app, lines } = await appLoggingAt('warn');
    try {
      await app.inject({ method: 'GET', url: '/quiet' });
      expect(lines()).toEqual([]);

      await app.inject({ method: 'GET', url: '/loud' });
      const [warning, error, ...rest] = lines();
      expect(rest).toEqual([]);
      expect(warning).toMatchObject({ level: 40, msg: 'careful', token: '[redacted]' });
      expect(warning.strAcc_Nbr).toBe('[redacted]');
      expect(error).toMatchObject({ level: 50, msg: 'went wrong', step: 'nested' });
      expect(typeof warning.reqId).toBe('string');
      expect(error.reqId).toBe(warning.reqId);
      expect(JSON.stringify(lines())).not.toContain('info-token');
    } finally {
      await app.close();
    }
  });

  it('at info, logs every request with its id as Fastify does', async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      await app.inject({ method: 'GET', url: '/quiet' });
      await app.inject({ method: 'GET', url: '/quiet' });
      const messages = lines().filter((line) => typeof line.reqId === 'string');
      expect(messages.map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
        'incoming request',
        'request completed',
      ]);
      expect(messages[0].reqId).toBe(messages[1].reqId);
      expect(messages[2].reqId).not.toBe(messages[0].reqId);
    } finally {
      await app.close();
    }
  });
});
