import { publicKeyPath } from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, postEncrypted } from '../testing/encrypted-requests.js';
import { signInFailuresOf } from '../testing/sign-in-failure-counts.js';
import { loginUrl, postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { RateLimiter } from './rate-limiter.js';

const publicKeyUrl = `${apiBasePath}${publicKeyPath}`;

function expectTooManyRequests(response: {
  statusCode: number;
  headers: ApiAnswer['headers'];
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(response.json()).toMatchObject({
    returnCode: 429,
    forwardCode: null,
    strReturnObject: { strMessage: `Too many requests. Try again in ${retryAfter} seconds.` },
  });
}

describe('sign-in limits, shared by two instances of the service on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_LOGIN_PER_USER_ID_AND_ADDRESS: '4',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '6',
    };
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts attempts per user id and address across instances and answers 429 with Retry-After', async () => {
    const answers: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app]) {
      const response = await postLogin(app, { strUserid: 'fed.new', strPassword: 'wrong' });
      answers.push(response.json().returnCode);
    }
    expect(answers).toEqual([404, 404, 404, 404]);

    // The fifth attempt is refused before the password is checked, whatever the instance, and
    // even with the right password.
    const refused = await postLogin(first.app, { strUserid: 'FED.NEW' });
    expectTooManyRequests(refused);
    expect(refused.headers.authorization).toBeUndefined();
    expectTooManyRequests(await postLogin(second.app, { strUserid: 'fed.new' }));

    // The refused attempts were not counted as failed passwords.
    expect((await signInFailuresOf(first.db, 'fed.new')).everywhere?.failed_count).toBe(4);

    // From another address the member's own password still gets through.
    const elsewhere = await postLogin(
      second.app,
      { strUserid: 'fed.new' },
      { remoteAddress: '198.51.100.4' },
    );
    expect(elsewhere.json()).toMatchObject({ returnCode: 200 });
  });

  it('counts attempts per client address, whatever the user id', async () => {
    const remoteAddress = '203.0.113.7';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = attempt % 2 === 0 ? first.app : second.app;
      const response = await postLogin(
        app,
        { strUserid: `nobody.${attempt}`, strPassword: 'guess' },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(200);
    }
    expectTooManyRequests(
      await postLogin(
        first.app,
        { strUserid: 'ind.member', strProductNm: 'MP' },
        { remoteAddress },
      ),
    );
    // Another address is not affected.
    const elsewhere = await postLogin(
      second.app,
      { strUserid: 'ind.member', strProductNm: 'MP' },
      { remoteAddress: '203.0.113.8' },
    );
    expect(elsewhere.json()).toMatchObject({ returnCode: 200 });
  });

  it('keeps no address or user id in the counters table', async () => {
    const rows = await first.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const text = JSON.stringify(rows);
    for (const personal of ['fed.new', '203.0.113', '127.0.0.1', 'nobody']) {
      expect(text).not.toContain(personal);
    }
  });
});

describe('the general limit per client address', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Written through at once (RATE_LIMIT_SYNC_MS=0), so both instances see every call.
    const env = { RATE_LIMIT_API_PER_MINUTE: '5', RATE_LIMIT_SYNC_MS: '0' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers 429 in plaintext once the address has made its calls, on any instance', async () => {
    const remoteAddress = '198.51.100.20';
    const get = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: publicKeyUrl, remoteAddress });
    const statuses = [];
    for (const app of [first, second, first, second, first])
      statuses.push((await get(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    expectTooManyRequests(await get(second));
    // Encrypted calls are refused before their body is read, so the answer is plaintext.
    const sealed = await postEncrypted(second.app, loginUrl, {}, { remoteAddress });
    expect(sealed.sealed).toBe(false);
    expectTooManyRequests(sealed);

    // Health stays answerable for load balancers; other addresses are not affected.
    const health = await first.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    expect(health.statusCode).toBe(200);
    const other = await first.app.inject({
      method: 'GET',
      url: publicKeyUrl,
      remoteAddress: '198.51.100.21',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('RateLimiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const rule = { name: 'test', limit: 4, windowSeconds: 60 };

  it('counts in memory between syncs and learns the other instances’ counts at each sync', async () => {
    const one = new RateLimiter(t.db, { syncMs: 60_000 });
    const two = new RateLimiter(t.db, { syncMs: 60_000 });
    const now = new Date('2030-01-01T00:00:10.000Z');
    try {
      for (let hit = 0; hit < 3; hit += 1) {
        expect((await one.hitSynced(rule, 'subject', now)).allowed).toBe(true);
      }
      await one.sync();
      // Two has not synced yet: it knows only its own hit.
      expect((await two.hitSynced(rule, 'subject', now)).allowed).toBe(true);
      await two.sync();
      // Now it knows the shared total (3 + 1), so the next hit is over the limit of 4.
      const refused = await two.hitSynced(rule, 'subject', now);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });

      const row = await t.db
        .selectFrom('rate_limit_counters')
        .select('hits')
        .where('window_start', '=', '2030-01-01T00:00:00.000Z')
        .executeTakeFirst();
      expect(row?.hits).toBe(4);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('starts each fixed window from zero', async () => {
    const limiter = new RateLimiter(t.db, { syncMs: 0 });
    const windowStart = new Date('2030-02-01T00:01:00.000Z');
    for (let hit = 0; hit < 4; hit += 1) await limiter.hit(rule, 'rolling', windowStart);
    expect((await limiter.hit(rule, 'rolling', new Date('2030-02-01T00:01:59.000Z'))).allowed).toBe(
      false,
    );
    expect((await limiter.hit(rule, 'rolling', new Date('2030-02-01T00:02:00.000Z'))).allowed).toBe(
      true,
    );
    await limiter.close();
  });

  it('lets everything through when a limit is 0 (off)', async () => {
    const limiter = new RateLimiter(t.db, { syncMs: 0 });
    const off = { ...rule, limit: 0 };
    for (let hit = 0; hit < 10; hit += 1) {
      expect((await limiter.hit(off, 'x')).allowed).toBe(true);
    }
    await limiter.close();
  });
});
