import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePortalBuild } from '../testing/portal-build.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { preferredEncoding } from './compressed-html.js';

const shellHtml = `<!doctype html>
<html lang="en"><head><meta name="portal-edition" content="__PORTAL_EDITION__">
<script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body><script>window.shell = 1;</script></body></html>`;

const inlineStyle = '--radix-accordion-content-height:var(--radix-collapsible-content-height)';
const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const styleHash = cspHash(inlineStyle);
// What the build writes into a public page in place of its stylesheets.
const pageStyles = 'main{margin:0 auto}h1{font-size:2rem}';
const pageStylesHash = cspHash(pageStyles);
const shellScriptHash = cspHash('window.shell = 1;');

/** A page as the framework prerenders it: the edition's HTML with its router's inline script. */
function prerenderedPage(edition: ProductFlag, heading: string) {
  return `<!doctype html>
<html lang="en" class="theme-${edition}"><head><meta name="portal-edition" content="${edition}">
<script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body><main><h1>${heading}</h1><div style="${inlineStyle}"></div></main>
<script>window.page = "${heading}";</script></body></html>`;
}

function page(edition: ProductFlag, file: string, heading: string, data?: string) {
  return {
    file,
    html: prerenderedPage(edition, heading),
    scriptHashes: [cspHash(`window.page = "${heading}";`)],
    ...(data === undefined ? {} : { data }),
  };
}

const script = 'console.log("portal");'.repeat(50);

let portalDist: string;
let t: TestApp;
beforeAll(async () => {
  portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await writePortalBuild(portalDist, {
    shell: { file: 'index.html', html: shellHtml, scriptHashes: [shellScriptHash] },
    pages: {
      MFB: {
        '/': page('MFB', 'mfb/index.html', 'Federal home', '[{"home":1}]'),
        '/faqs': {
          ...page('MFB', 'mfb/faqs/index.html', 'Federal FAQs', '[{"faqs":"federal"}]'),
          styleHashes: [pageStylesHash],
        },
      },
      MP: {
        '/faqs': page('MP', 'mp/faqs/index.html', 'Individual FAQs', '[{"faqs":"individual"}]'),
      },
    },
    redirects: { MP: { '/': '/login' } },
    inlineStyleHashes: [styleHash],
    routeSegments: ['dashboard', 'faqs', 'login', 'page-not-found', 'mfb', 'mp'],
    files: {
      'assets/app-3f9a1c.js': script,
      'assets/app-3f9a1c.js.br': brotliCompressSync(Buffer.from(script)),
      '.vite/manifest.json': '{}',
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

function getPage(url: string, edition: ProductFlag, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'x-test-edition': edition, ...headers },
  });
}

describe('prerendered public pages (architecture section 6)', () => {
  it("answers a prerendered path with that edition's page, never cached", async () => {
    for (const [edition, heading] of [
      ['MFB', 'Federal FAQs'],
      ['MP', 'Individual FAQs'],
    ] as const) {
      const answer = await getPage('/faqs', edition);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain(`<h1>${heading}</h1>`);
      expect(answer.body).toContain(`<meta name="portal-edition" content="${edition}">`);
    }
  });

  it('matches the path with a trailing slash or a query string, as the router does', async () => {
    expect((await getPage('/faqs/', 'MP')).body).toContain('<h1>Individual FAQs</h1>');
    expect((await getPage('/faqs?utm_source=mail', 'MFB')).body).toContain('<h1>Federal FAQs</h1>');
  });

  it('answers other paths, and paths prerendered for the other edition only, with the member pages’ shell', async () => {
    for (const [url, edition] of [
      ['/dashboard', 'MFB'],
      ['/faqs/more', 'MFB'],
      ['/login', 'MP'],
    ] as const) {
      const answer = await getPage(url, edition);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('window.shell = 1;');
      expect(answer.body).toContain(`<meta name="portal-edition" content="${edition}">`);
      expect(answer.body).not.toContain('__PORTAL_EDITION__');
    }
  });

  it("redirects the individual edition's root path to /login (spec section 2), keeping the query", async () => {
    const answer = await getPage('/', 'MP');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
    expect((await getPage('/?cid=42', 'MP')).headers.location).toBe('/login?cid=42');
    expect((await getPage('/', 'MFB')).body).toContain('<h1>Federal home</h1>');
  });

  it('sends a path the portal does not route to the page-not-found page (spec section 2)', async () => {
    // '/faq' (a typo of '/faqs') would be matched as the edition prefix 'faq' with the home page.
    for (const url of ['/faq', '/faq/', '/zzz/faqs']) {
      const answer = await getPage(url, 'MFB');
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe('/page-not-found');
    }
    // The query goes along, as with every redirect of a page.
    expect((await getPage('/no-such-page?from=mail', 'MP')).headers.location).toBe(
      '/page-not-found?from=mail',
    );
    // The router's data request for one, when a link in the page leads there.
    const data = await t.app.inject({
      method: 'GET',
      url: '/faq.data',
      headers: { accept: '*/*', 'x-test-edition': 'MP' },
    });
    expect(data.statusCode).toBe(204);
    expect(data.headers['x-remix-redirect']).toBe('/page-not-found');
    // Routed paths, an edition's prefix and the root are pages as before.
    for (const url of ['/faqs', '/dashboard/anything', '/mfb/faqs', '/']) {
      expect((await getPage(url, 'MFB')).statusCode, url).toBe(200);
    }
  });

  it("allows exactly the page's inline scripts and styles by hash, never 'unsafe-inline'", async () => {
    const directives = (url: string, edition: ProductFlag) =>
      getPage(url, edition).then((answer) =>
        String(answer.headers['content-security-policy']).split(';'),
      );
    const faqs = await directives('/faqs', 'MFB');
    expect(faqs).toContain(`script-src 'self' '${cspHash('window.page = "Federal FAQs";')}'`);
    // Its stylesheets, written into the page, by their own hash; the style attributes by theirs.
    expect(faqs).toContain(`style-src 'self' 'unsafe-hashes' '${styleHash}' '${pageStylesHash}'`);
    const individualFaqs = (await directives('/faqs', 'MP')).join(';');
    expect(individualFaqs).toContain(cspHash('window.page = "Individual FAQs";'));
    // Another page's styles are not this one's.
    expect(individualFaqs).not.toContain(pageStylesHash);

    // The shell: its own scripts, and no style attributes (it has none).
    const shell = await directives('/dashboard', 'MFB');
    expect(shell).toContain(`script-src 'self' '${shellScriptHash}'`);
    expect(shell).toContain("style-src 'self'");
    // Nor a Link header: every page's styles are in it or in files it links.
    expect((await getPage('/faqs', 'MFB')).headers.link).toBeUndefined();
    expect(shell.join(';')).not.toContain('unsafe-inline');
  });

  it("answers the router's data request for a prerendered page in the edition, 404 elsewhere", async () => {
    const data = (url: string, edition: ProductFlag) =>
      t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'x-test-edition': edition } });
    const federal = await data('/faqs.data?_routes=routes%2Ffaqs', 'MFB');
    expect(federal.statusCode).toBe(200);
    expect(federal.body).toBe('[{"faqs":"federal"}]');
    expect((await data('/faqs.data', 'MP')).body).toBe('[{"faqs":"individual"}]');
    expect((await data('/_.data', 'MFB')).body).toBe('[{"home":1}]');
    // MP's root path redirects to /login (spec section 2): the router is told so in its protocol.
    const redirected = await data('/_.data', 'MP');
    expect(redirected.statusCode).toBe(204);
    expect(redirected.headers['x-remix-redirect']).toBe('/login');
    expect((await data('/dashboard.data', 'MFB')).statusCode).toBe(404);
  });

  it('sends pages compressed when the browser accepts it', async () => {
    const brotli = await getPage('/faqs', 'MFB', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Federal FAQs</h1>');

    const gzip = await getPage('/dashboard', 'MP', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('content="MP"');

    const plain = await getPage('/faqs', 'MFB', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Federal FAQs</h1>');
  });

  it('sends the precompressed copy of a script when there is one', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('serves neither the manifests, the pages, their data nor the compressed copies as files of their own', async () => {
    for (const url of [
      '/prerendered.json',
      '/mfb/faqs/index.html',
      '/mfb/faqs.data',
      '/index.html',
      '/.vite/manifest.json',
      '/assets/app-3f9a1c.js.br',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } })).statusCode,
      ).toBe(404);
    }
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
