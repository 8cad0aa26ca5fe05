import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { contentDir } from './content-files.js';

// The formats the portal codes against (issue item 4, "Content as assets").
const planPricesSchema = z.strictObject({
  currency: z.literal('USD'),
  unit: z.literal('cents per month'),
  standard: z.int().check(z.positive()),
  high: z.int().check(z.positive()),
});
const commentsSchema = z
  .array(
    z.strictObject({
      comment: z.string().check(z.minLength(20)),
      name: z.string().check(z.regex(/^[A-Z][a-z]+ [A-Z]\.$/)),
      address: z.string().check(z.regex(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/)),
    }),
  )
  .check(z.minLength(8));
const faqSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  items: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
        question: z.string().check(z.endsWith('?')),
        answer: z.string().check(z.minLength(40)),
      }),
    )
    .check(z.minLength(15)),
});

const planCompareSchema = z.strictObject({
  caption: z.string().check(z.minLength(1)),
  featureHeading: z.string().check(z.minLength(1)),
  rows: z
    .array(z.strictObject({ feature: z.string(), standard: z.string(), high: z.string() }))
    .check(z.minLength(8)),
  note: z.string().check(z.minLength(1)),
});
const legalCalculatorSchema = z.strictObject({
  matters: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(/^[a-z]+(-[a-z]+)*$/)),
        label: z.string().check(z.minLength(1)),
        typicalHours: z.string().check(z.regex(/^\d+(\.\d)?$/)),
        coveredBy: z.array(z.enum(['S', 'H'])).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(5)),
});
const documentSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().check(z.minLength(1)),
        paragraphs: z.array(z.string().check(z.minLength(20))).check(z.minLength(1)),
        links: z.optional(
          z.array(
            z.strictObject({
              label: z.string().check(z.minLength(1)),
              href: z.string().check(z.startsWith('/')),
            }),
          ),
        ),
      }),
    )
    .check(z.minLength(4)),
});

const jsonAssets = [
  '/assets/metadata/plan-prices.json',
  '/assets/metadata/Comments.json',
  '/assets/metadata/faq-legal.json',
  '/assets/metadata/faq-product.json',
  '/assets/metadata/faq-legal-pb.json',
  '/assets/metadata/faq-product-pb.json',
  '/assets/metadata/plan-compare.json',
  '/assets/metadata/legal-calculator.json',
  '/assets/metadata/about.json',
  '/assets/metadata/about-pb.json',
  '/assets/metadata/terms-and-conditions.json',
  '/assets/metadata/terms-and-conditions-pb.json',
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
  ['/assets/policy-documents/privacy-notice-pb.pdf', 'Privacy notice'],
  ['/assets/policy-documents/fraud-warnings-pb.pdf', 'Fraud warnings'],
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

  it.each([
    ['federal', ''],
    ['individual', '-pb'],
  ])('gives at least 15 questions in each %s FAQ, ids unique across both', async (_, suffix) => {
    const legal = faqSchema.parse((await get(`/assets/metadata/faq-legal${suffix}.json`)).json());
    const product = faqSchema.parse(
      (await get(`/assets/metadata/faq-product${suffix}.json`)).json(),
    );

    const ids = [...legal.items, ...product.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { answer } of [...legal.items, ...product.items]) {
      expect(answer).not.toMatch(/<[a-z]/i);
      for (const paragraph of answer.split('\n\n')) {
        expect(paragraph).toMatch(/^\S[^\n]*\S$/);
      }
    }
  });

  it("keeps the individual plans' FAQs to their own plans: no open season, agency or High", async () => {
    const text = JSON.stringify([
      (await get('/assets/metadata/faq-legal-pb.json')).json(),
      (await get('/assets/metadata/faq-product-pb.json')).json(),
    ]);
    expect(text).not.toMatch(/open season|agency|payroll|federal|annuit/i);
    // Tier H is Premium there (spec section 1); 'high' in a sentence is only a word.
    expect(text).not.toMatch(/\bHigh\b/);
    expect(text).toMatch(/\bPremium\b/);
  });
});

describe('page content', () => {
  it('the plan comparison has the rows of plan-compare.html, in its order', async () => {
    const compare = planCompareSchema.parse(
      (await get('/assets/metadata/plan-compare.json')).json(),
    );
    const html = (await get('/assets/Footers/plan-compare.html')).body;
    const htmlRows = [
      ...html.matchAll(/<th scope="row">(.*?)<\/th>\s*<td>(.*?)<\/td>\s*<td>(.*?)<\/td>/g),
    ].map(([, feature, standard, high]) => ({ feature, standard, high }));
    expect(compare.rows).toEqual(htmlRows);
    expect(html).toContain(`<caption>${compare.caption}</caption>`);
  });

  it('the calculator’s matters have unique ids, each covered by the High plan', async () => {
    const { matters } = legalCalculatorSchema.parse(
      (await get('/assets/metadata/legal-calculator.json')).json(),
    );
    expect(new Set(matters.map((matter) => matter.id)).size).toBe(matters.length);
    expect(matters.map((matter) => matter.id)).not.toContain('tier');
    for (const matter of matters) expect(matter.coveredBy).toContain('H');
  });

  it.each([
    ['about', 'Federal Legal Plan', 'Individual Legal Plans'],
    ['terms-and-conditions', 'Federal Legal Plan', 'Individual Legal Plans'],
  ])('%s names its own edition in each variant', async (name, federal, individual) => {
    const mfb = documentSchema.parse((await get(`/assets/metadata/${name}.json`)).json());
    const mp = documentSchema.parse((await get(`/assets/metadata/${name}-pb.json`)).json());
    expect(JSON.stringify(mfb)).toContain(federal);
    expect(JSON.stringify(mfb)).not.toContain(individual);
    expect(JSON.stringify(mp)).toContain(individual);
    expect(JSON.stringify(mp)).not.toContain(federal);
  });

  it('the about page names both administering states', async () => {
    for (const name of ['about', 'about-pb']) {
      const text = (await get(`/assets/metadata/${name}.json`)).body;
      expect(text).toContain('Florida');
      expect(text).toContain('California');
    }
  });
});

describe('the explainer video', () => {
  it('is a WebM served whole and by byte range, cached for five minutes', async () => {
    const whole = await get('/assets/videos/how-the-plan-works.webm');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['cache-control']).toBe('public, max-age=300');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // The EBML magic number every WebM file starts with.
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await t.app.inject({
      method: 'GET',
      url: '/assets/videos/how-the-plan-works.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('has WebVTT captions, one cue per line of the narration script', async () => {
    const captions = await get('/assets/videos/how-the-plan-works.vtt');
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toContain('text/vtt');
    const text = captions.body;
    expect(text.startsWith('WEBVTT\n')).toBe(true);
    const { cues } = JSON.parse(
      await readFile(path.join(contentDir, 'video-scripts', 'how-the-plan-works.json'), 'utf8'),
    ) as { cues: { narration: string }[] };
    const timings = [...text.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)];
    expect(timings).toHaveLength(cues.length);
    for (const cue of cues) expect(text).toContain(`\n${cue.narration}\n`);
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
    // Saved under the document's name; the individual plans' copy without its '-pb'.
    const name = url.split('/').pop()?.replace('-pb.pdf', '.pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${name}"`);
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(infoString(text, 'Title')).toBe(title);
    expect(infoString(text, 'Author')).toBeTruthy();
    // The individual plans' notices are about their plans alone.
    if (url.endsWith('-pb.pdf')) expect(infoString(text, 'Subject')).not.toMatch(/federal/i);
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
    '/assets/videos/unknown.webm',
    '/assets/videos/..%2Fmetadata%2Fplan-prices.json',
    '/assets/videos/../video-scripts/how-the-plan-works.json',
  ])('%s is a plain 404', async (url) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).not.toContain('<');
  });
});
