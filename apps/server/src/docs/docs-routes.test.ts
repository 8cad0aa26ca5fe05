import { readFile } from 'node:fs/promises';
import { endpoints } from '@portal/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiFilePath } from '../openapi/openapi-file.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { renderMarkdown } from './docs-page.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('/api/docs', () => {
  it('is a readable HTML page of every call, with no script and no inline style', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("style-src 'self'");
    const html = response.body;
    for (const endpoint of Object.values(endpoints)) {
      expect(html).toContain(`/api/v1/ep${endpoint.path}`);
      expect(html).toContain(endpoint.summary.replaceAll("'", '&#39;'));
    }
    expect(html).toContain('US Eastern time');
    expect(html).toContain('RSA-OAEP-256');
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('serves its stylesheet and the OpenAPI document, the same as the committed file', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.body).toBe(await readFile(openApiFilePath, 'utf8'));
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('publishes the envelope protocol document the OpenAPI description links to', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(json.json().info.description).toContain('/api/docs/envelope-v2.md');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/envelope-v2.md' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(doc.body).toMatch(/^# The encryption envelope, version 2/);
  });
});

describe('/api/docs when API_DOCS is off (the production default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ seed: false, env: { API_DOCS: 'false' } });
  });
  afterAll(() => off.close());

  it('answers its paths as it answers any unknown path under /api', async () => {
    const unknown = await off.app.inject({ method: 'GET', url: '/api/no-such-page' });
    for (const url of ['/api/docs', '/api/docs/openapi.json', '/api/docs/docs.css']) {
      const response = await off.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        returnCode: 404,
        strReturnObject: unknown.json().strReturnObject,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('renderMarkdown', () => {
  it('escapes HTML and renders headings, lists, paragraphs and code', () => {
    expect(
      renderMarkdown('### Title\n\nText with `<code>` & more\nsame paragraph\n\n- one\n- `two`'),
    ).toBe(
      '<h3>Title</h3>\n<p>Text with <code>&lt;code&gt;</code> &amp; more same paragraph</p>\n<ul><li>one</li><li><code>two</code></li></ul>',
    );
  });
});
