import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProductFlag } from '@portal/forms/code-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { preferredEncoding } from './compressed-html.js';

const indexHtml = `<!doctype html>
<html lang="en"><head><meta name="portal-edition" content="__PORTAL_EDITION__">
<script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body><div id="root"></div></body></html>`;

const inlineStyle = '--radix-accordion-content-height:var(--radix-collapsible-content-height)';
const styleHash = `sha256-${createHash('sha256').update(inlineStyle).digest('base64')}`;

/** A page as the portal's prerender writes it: the edition's HTML, nothing left to stamp. */
function prerenderedPage(edition: ProductFlag, heading: string) {
  return `<!doctype html>
<html lang="en" class="theme-${edition}"><head><meta name="portal-edition" content="${edition}">
<script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body><div id="root"><main><h1>${heading}</h1><div style="${inlineStyle}"></div></main></div></body></html>`;
}

const script = 'console.log("portal");'.repeat(50);

let portalDist: string;
let t: TestApp;
beforeAll(async () => {
  portalDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await mkdir(path.join(portalDist, 'assets'));
  await mkdir(path.join(portalDist, 'prerendered', 'MFB'), { recursive: true });
  await mkdir(path.join(portalDist, 'prerendered', 'MP'), { recursive: true });
  await mkdir(path.join(portalDist, '.vite'));
  await writeFile(path.join(portalDist, 'index.html'), indexHtml);
  await writeFile(path.join(portalDist, 'assets', 'app-3f9a1c.js'), script);
  await writeFile(
    path.join(portalDist, 'assets', 'app-3f9a1c.js.br'),
    brotliCompressSync(Buffer.from(script)),
  );
  await writeFile(path.join(portalDist, '.vite', 'manifest.json'), '{}');
  await writeFile(
    path.join(portalDist, 'prerendered', 'MFB', 'faqs.html'),
    prerenderedPage('MFB', 'Federal FAQs'),
  );
  await writeFile(
    path.join(portalDist, 'prerendered', 'MP', 'faqs.html'),
    prerenderedPage('MP', 'Individual FAQs'),
  );
  await writeFile(
    path.join(portalDist, 'prerendered', 'MFB', 'index.html'),
    prerenderedPage('MFB', 'Federal home'),
  );
  await writeFile(
    path.join(portalDist, 'prerendered', 'manifest.json'),
    JSON.stringify({
      editions: {
        MFB: { pages: { '/': 'MFB/index.html', '/faqs': 'MFB/faqs.html' }, redirects: {} },
        MP: { pages: { '/faqs': 'MP/faqs.html' }, redirects: { '/': '/login' } },
      },
      inlineStyleHashes: [styleHash],
    }),
  );
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

  it('answers other paths, and paths prerendered for the other edition only, with the app shell', async () => {
    for (const [url, edition] of [
      ['/dashboard', 'MFB'],
      ['/faqs/more', 'MFB'],
      ['/login', 'MP'],
    ] as const) {
      const answer = await getPage(url, edition);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).toContain(`<meta name="portal-edition" content="${edition}">`);
    }
  });

  it("redirects the individual edition's root path to /login (spec section 2), keeping the query", async () => {
    const answer = await getPage('/', 'MP');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login');
    expect((await getPage('/?cid=42', 'MP')).headers.location).toBe('/login?cid=42');
    expect((await getPage('/', 'MFB')).body).toContain('<h1>Federal home</h1>');
  });

  it("allows the page's inline styles by hash, and only on prerendered pages", async () => {
    const page = String((await getPage('/faqs', 'MFB')).headers['content-security-policy']);
    const styleSrc = page.split(';').find((directive) => directive.startsWith('style-src'));
    expect(styleSrc).toBe(`style-src 'self' 'unsafe-hashes' '${styleHash}'`);
    expect(page).toContain("script-src 'self';");

    const shell = String((await getPage('/dashboard', 'MFB')).headers['content-security-policy']);
    expect(shell).toContain("style-src 'self';");
    expect(shell).not.toContain('unsafe-hashes');
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

  it('serves neither the manifests nor the compressed copies as files of their own', async () => {
    for (const url of [
      '/prerendered/manifest.json',
      '/prerendered/MFB/faqs.html',
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
