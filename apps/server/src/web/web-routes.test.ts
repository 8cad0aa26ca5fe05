import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePortalBuild } from '../testing/portal-build.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const shellHtml = `<!doctype html>
<html lang="en"><head><meta name="portal-edition" content="__PORTAL_EDITION__">
<script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body data-edition="__PORTAL_EDITION__"><div id="root"></div></body></html>`;

let portalDist: string;
let t: TestApp;
beforeAll(async () => {
  portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await writePortalBuild(portalDist, {
    shell: { file: 'index.html', html: shellHtml },
    files: {
      'assets/app-3f9a1c.js': 'console.log("portal");',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
  });
  // The test picks the edition from a header; the real server uses the listening port.
  t = await createTestApp({
    portalDist,
    seed: false,
    editionForRequest: (request) => (request.headers['x-test-edition'] === 'MP' ? 'MP' : 'MFB'),
  });
});
afterAll(async () => {
  await t.close();
  await rm(portalDist, { recursive: true, force: true });
});

function getPage(url: string, edition: ProductFlag = 'MFB', accept = 'text/html,*/*;q=0.8') {
  return t.app.inject({ method: 'GET', url, headers: { accept, 'x-test-edition': edition } });
}

describe('the portal pages', () => {
  it('answers the portal routes with the member pages’ shell stamped with the edition, never cached', async () => {
    for (const [url, edition] of [
      ['/', 'MFB'],
      ['/login', 'MFB'],
      ['/dashboard/program-dashboard?x=1', 'MP'],
      ['/login', 'MP'],
    ] as const) {
      const response = await getPage(url, edition);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`<meta name="portal-edition" content="${edition}">`);
      expect(response.body).toContain(`data-edition="${edition}"`);
      expect(response.body).not.toContain('__PORTAL_EDITION__');
    }
  });

  it('never serves the shell unstamped', async () => {
    const response = await getPage('/index.html');
    expect(response.body).not.toContain('__PORTAL_EDITION__');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await getPage('/assets/app-3f9a1c.js', 'MFB', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portal");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const response = await getPage('/favicon.svg', 'MFB', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page', async () => {
    for (const url of ['/assets/gone-123.js', '/robots.txt', '/assets/nested']) {
      const response = await getPage(url, 'MFB', '*/*');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('answers a non-HTML request for a page path with 404', async () => {
    const response = await getPage('/login', 'MFB', 'application/json');
    expect(response.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('browsers the portal does not support (spec section 2)', () => {
  const internetExplorer11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
  const legacyEdge =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041';
  const chromiumEdge =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91';

  function getPageAs(url: string, userAgent: string) {
    return t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'user-agent': userAgent },
    });
  }

  it('sends Internet Explorer and legacy Edge to /unsupported-browser', async () => {
    for (const userAgent of [internetExplorer11, legacyEdge]) {
      const answer = await getPageAs('/login', userAgent);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/unsupported-browser');
    }
  });

  it('serves /unsupported-browser itself to them, and every page to Chromium Edge', async () => {
    expect((await getPageAs('/unsupported-browser', internetExplorer11)).statusCode).toBe(200);
    expect((await getPageAs('/login', chromiumEdge)).statusCode).toBe(200);
  });
});

describe('without a portal build', () => {
  it('answers a page request with 503 saying the portal is not built, and the API still works', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const page = await bare.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.body).toContain('not built');
      const health = await bare.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('the header search form without script', () => {
  it('sends /search?query=... to the results page of that query, and an empty query home', async () => {
    const found = await getPage('/search?query=%20compare%20plans%20prices%20');
    expect(found.statusCode).toBe(302);
    expect(found.headers.location).toBe('/search/compare%20plans%20prices');

    for (const url of ['/search?query=%20%20', '/search', '/search?query=a&query=b']) {
      const empty = await getPage(url);
      expect(empty.statusCode).toBe(302);
      expect(empty.headers.location).toBe('/');
    }
  });
});
