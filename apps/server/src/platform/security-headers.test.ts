import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePortalBuild } from '../testing/portal-build.js';
import { postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const contentSecurityPolicy =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

/** What every answer carries, files included. */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** What an answer a browser may show as a page carries on top. */
const documentsOnly = {
  'content-security-policy': contentSecurityPolicy,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

type Answer = { headers: Record<string, unknown>; statusCode: number };

function expectDocumentHeaders(response: Answer, what: string) {
  expect(response.headers, what).toMatchObject({ ...everyAnswer, ...documentsOnly });
}

function expectFileHeaders(response: Answer, what: string) {
  expect(response.headers, what).toMatchObject(everyAnswer);
  for (const name of Object.keys(documentsOnly)) {
    expect(response.headers, `${what}: ${name}`).not.toHaveProperty(name);
  }
}

let portalDist: string;
let t: TestApp;
beforeAll(async () => {
  portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await writePortalBuild(portalDist, {
    shell: {
      file: 'index.html',
      html: '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body></body></html>',
    },
    files: {
      'assets/app-3f9a1c.js': 'console.log("portal");',
      'assets/app-3f9a1c.css': 'body{margin:0}',
    },
  });
  t = await createTestApp({ portalDist });
});
afterAll(async () => {
  await t.close();
  await rm(portalDist, { recursive: true, force: true });
});

function get(url: string, accept = 'text/html') {
  return t.app.inject({ method: 'GET', url, headers: { accept } });
}

describe('security headers', () => {
  it('are on API answers, page answers, error answers and 404s alike', async () => {
    const answers: [string, Answer][] = [
      ['a sign-in', await postLogin(t.app)],
      ['a page', await get('/')],
      ['a signed-in page', await get('/dashboard')],
      ['the API documentation', await get('/api/docs')],
      ['an unknown API path', await get('/api/nothing', '*/*')],
      ['a missing page file', await get('/robots.txt', '*/*')],
      [
        'malformed JSON',
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/ep/fehbLogin/metlawPortalLogin',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
      ],
    ];
    for (const [what, response] of answers) expectDocumentHeaders(response, what);
  });

  it('are on the answers Fastify makes before routing, where no hook runs', async () => {
    // Issue 14, finding 7: `GET /%zz` answered 400 without any of them.
    for (const url of ['/%zz', '/api/%zz', '/assets/%zz']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(400);
      expectDocumentHeaders(response, url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('forbid framing twice, in agreement: frame-ancestors none and X-Frame-Options DENY', async () => {
    const response = await postLogin(t.app);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allow no inline script or style', async () => {
    const response = await postLogin(t.app);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('on files under /assets/ are only those that apply to a file: nosniff but no CSP', async () => {
    const files: [string, RegExp][] = [
      ['/assets/app-3f9a1c.js', /javascript/],
      ['/assets/app-3f9a1c.css', /^text\/css/],
      ['/assets/metadata/plan-prices.json', /^application\/json/],
      ['/assets/error-messages/errormsg.json', /^application\/json/],
      ['/assets/videos/how-the-plan-works.vtt', /^text\/vtt/],
      ['/assets/policy-documents/plan-highlights.pdf', /^application\/pdf/],
      ['/assets/gone-123.js', /^text\/plain/],
    ];
    for (const [url, type] of files) {
      const response = await get(url, '*/*');
      expect(response.headers['content-type'], url).toMatch(type);
      expectFileHeaders(response, url);
    }
  });

  it('on an HTML fragment under /assets/ are the full set: opened alone, it is a page', async () => {
    const response = await get('/assets/Footers/privacy-notice.html');
    expect(response.statusCode).toBe(200);
    expectDocumentHeaders(response, 'privacy-notice.html');
  });
});

describe('cache-control', () => {
  it('is no-store on every API answer: success, refusals, errors and unknown paths', async () => {
    const answers: [string, Answer][] = [
      ['a sign-in', await postLogin(t.app)],
      ['a wrong password', await postLogin(t.app, { strPassword: 'Wrong-Password-1' })],
      ['health', await get('/api/health', 'application/json')],
      ['the public key', await get('/api/v1/ep/encryption/publicKey', 'application/json')],
      [
        'a call without its token',
        await t.app.inject({ method: 'POST', url: '/api/v1/ep/fetchUserBankDetails' }),
      ],
      ['an unknown API path', await get('/api/nothing', '*/*')],
      ['the API documentation', await get('/api/docs/openapi.json', 'application/json')],
    ];
    for (const [what, response] of answers) {
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('is no-store on every page, public or signed in', async () => {
    for (const url of ['/', '/login', '/dashboard', '/bank-dashboard', '/security-dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
