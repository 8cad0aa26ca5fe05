import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// The formats the portal codes against (issue item 4, "Content as assets").
const planPricesSchema = z.strictObject({
  currency: z.literal('USD'),
  unit: z.literal('cents per month'),
  standard: z.number().int().positive(),
  high: z.number().int().positive(),
});
const commentsSchema = z
  .array(
    z.strictObject({
      comment: z.string().min(20),
      name: z.string().regex(/^[A-Z][a-z]+ [A-Z]\.$/),
      address: z.string().regex(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/),
    }),
  )
  .min(8);
const faqSchema = z.strictObject({
  title: z.string().min(1),
  items: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        question: z.string().endsWith('?'),
        answer: z.string().min(40),
      }),
    )
    .min(15),
});

const jsonAssets = [
  '/assets/metadata/plan-prices.json',
  '/assets/metadata/Comments.json',
  '/assets/metadata/faq-legal.json',
  '/assets/metadata/faq-product.json',
];
const htmlAssets = [
  '/assets/Footers/privacy-notice.html',
  '/assets/Footers/privacy-notice-pb.html',
  '/assets/Footers/plan-compare.html',
];
const pdfAssets = [
  ['/assets/policy-documents/plan-highlights.pdf', 'Plan highlights'],
  ['/assets/policy-documents/privacy-notice.pdf', 'Privacy notice'],
  ['/assets/policy-documents/fraud-warnings.pdf', 'Fraud warnings'],
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
}

describe('metadata', () => {
  it.each(jsonAssets)('%s is JSON, cached for five minutes', async (url) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives the monthly prices in cents under standard and high', async () => {
    const prices = planPricesSchema.parse((await get(jsonAssets[0] as string)).json());
    expect(prices.high).toBeGreaterThan(prices.standard);
  });

  it('gives at least 8 testimonials', async () => {
    commentsSchema.parse((await get('/assets/metadata/Comments.json')).json());
  });

  it('gives at least 15 questions in each FAQ, ids unique across both', async () => {
    const legal = faqSchema.parse((await get('/assets/metadata/faq-legal.json')).json());
    const product = faqSchema.parse((await get('/assets/metadata/faq-product.json')).json());

    const ids = [...legal.items, ...product.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { answer } of [...legal.items, ...product.items]) {
      expect(answer).not.toMatch(/<[a-z]/i);
      for (const paragraph of answer.split('\n\n')) {
        expect(paragraph).toMatch(/^\S[^\n]*\S$/);
      }
    }
  });
});

describe('footer fragments', () => {
  it.each(htmlAssets)('%s is a safe HTML fragment starting with an h2', async (url) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const html = answer.body;
    expect(html.trimStart().startsWith('<h2>')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<(html|head|body|style|h1)\b/i);
    const tags = [...html.matchAll(/<([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase());
    const allowed = 'h2 h3 p ul li a table thead tbody tr th td caption strong em'.split(' ');
    expect(tags.filter((tag) => !allowed.includes(tag ?? ''))).toEqual([]);
  });

  it('plan-compare is a table with a caption and scoped headers for both plans', async () => {
    const html = (await get('/assets/Footers/plan-compare.html')).body;

    expect(html).toContain('<caption>');
    expect(html).toContain('<th scope="col">Standard plan</th>');
    expect(html).toContain('<th scope="col">High plan</th>');
    expect(html).toMatch(/<th scope="row">/);
    expect(html).not.toMatch(/<th>/);
  });

  it('each privacy notice names its own edition', async () => {
    expect((await get('/assets/Footers/privacy-notice.html')).body).toContain('Federal Legal Plan');
    expect((await get('/assets/Footers/privacy-notice-pb.html')).body).toContain(
      'Individual Legal Plans',
    );
  });
});

describe('policy documents', () => {
  it.each(pdfAssets)('%s is a PDF titled %s', async (url, title) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const name = url.split('/').pop();
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(infoString(text, 'Title')).toBe(title);
    expect(infoString(text, 'Author')).toBeTruthy();
    expect(text).toContain('/StructTreeRoot');
  });

  it('renders each document once and keeps it', async () => {
    const first = await get('/assets/policy-documents/fraud-warnings.pdf');
    const second = await get('/assets/policy-documents/fraud-warnings.pdf');

    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

/** A document-information string, written inline or (pdfkit) as an object of its own. */
function infoString(pdf: string, key: string): string | undefined {
  const entry = new RegExp(`/${key} (?:\\((.*?)\\)|(\\d+) 0 R)`).exec(pdf);
  if (entry?.[1] !== undefined) return entry[1];
  const object = entry?.[2];
  return object
    ? new RegExp(`\\n${object} 0 obj\\n\\((.*?)\\)\\nendobj`).exec(pdf)?.[1]
    : undefined;
}

describe('names outside the allow-lists', () => {
  it.each([
    '/assets/metadata/unknown.json',
    '/assets/metadata/..%2Fconfig.json',
    '/assets/metadata/..%2F..%2Fpackage.json',
    '/assets/Footers/../../package.json',
    '/assets/Footers/..%2F..%2Fpackage.json',
    '/assets/Footers/privacy-notice.json',
    '/assets/policy-documents/plan-highlights',
    '/assets/policy-documents/plan-highlights.json',
    '/assets/policy-documents/..%2Fmetadata%2Fplan-prices.json',
    '/assets/policy-documents/unknown.pdf',
  ])('%s is a plain 404', async (url) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).not.toContain('<');
  });
});
