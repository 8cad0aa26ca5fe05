import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLogin } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on API answers, page answers and error answers alike', async () => {
    const answers = [
      await postLogin(t.app),
      await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'GET', url: '/api/nothing' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/ep/fehbLogin/metlawPortalLogin',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'",
      );
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allow no inline script or style', async () => {
    const response = await postLogin(t.app);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it("are helmet's whole set, worked out once and the same on every answer", async () => {
    const first = await postLogin(t.app);
    const second = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    for (const response of [first, second]) {
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });
});
