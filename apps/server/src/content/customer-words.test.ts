import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from './content-files.js';

/**
 * Issue 16: no customer-facing text says 'edition' ('federal edition', 'individual edition'):
 * an edition is how the product is built, not a word its customers use. Every text of content/
 * reaches a customer somewhere (a page, a PDF, the captions, the site search's results), so every
 * one is read: HTML and captions whole, JSON by its string values. A JSON file's `about` (what the
 * file is for, for the people who edit it) is the one value no customer sees.
 */
const forbidden = /\bedition(s)?\b/i;

function customerStrings(value: unknown, key = ''): string[] {
  if (key === 'about') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => customerStrings(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => customerStrings(item, name));
  }
  return [];
}

async function contentTexts(): Promise<Array<[string, string[]]>> {
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(json|html|vtt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file): Promise<[string, string[]]> => {
      const text = await readFile(file, 'utf8');
      const strings = file.endsWith('.json') ? customerStrings(JSON.parse(text)) : [text];
      return [path.relative(contentDir, file), strings];
    }),
  );
}

/**
 * Issue 16: the individual plans' site (MP) speaks to people who buy a plan on their own, so what
 * it shows never mentions what only federal customers have: federal jobs and agencies, open
 * season, new hires, payroll deduction or allotments, annuitants and postal employees, or a 'High'
 * plan (MP calls tier H Premium, `planTierLabel`). Nor does it send anyone to a home page: MP's
 * root opens the login page (spec section 2).
 */
const federalOnly =
  /\b(federal|agenc(y|ies)|open season|new hires?|payroll|allotments?|annuitants?|postal|OPM|FEHB|home page)\b/i;
/** Case-sensitive: 'High' names the tier; 'keep the quality high' is an ordinary word. */
const highTier = /\bHigh\b/;

/**
 * Every file of content/ by the site that shows it. The individual plans' own files end in '-pb'
 * (as the spec's privacy-notice-pb); three shared files also show on MP's compare-plans and
 * calculator pages. The site-search index holds both sites, each under its flag. A new file must
 * be placed here, so nobody adds a page of federal words to MP unnoticed.
 */
const sharedWithTheIndividualSite = [
  'metadata/plan-compare.json',
  'metadata/legal-calculator.json',
  // The plan catalogue: the plans' highlights and names show on both sites (issue 20).
  'catalogue/plan-catalogue.json',
  // Enrolling's agreements and what happens next after any enrollment (issue 21).
  'enrollment/enrollment-copy.json',
];
const federalSiteOnly = [
  // The home page's (MP's root redirects to /login): testimonials, the comparison fragment, the
  // plan highlights of its How it works button, the explainer video.
  'metadata/Comments.json',
  'Footers/plan-compare.html',
  'policy-documents/plan-highlights.json',
  'videos/how-the-plan-works.vtt',
  'video-scripts/how-the-plan-works.json',
  'metadata/faq-legal.json',
  'metadata/faq-product.json',
  'metadata/about.json',
  'metadata/terms-and-conditions.json',
  'Footers/privacy-notice.html',
  'policy-documents/privacy-notice.json',
  'policy-documents/fraud-warnings.json',
  // Account creation's get-started and branch of service: federal and uniformed members only.
  'catalogue/agencies.json',
  'catalogue/branches-of-service.json',
];
const bothSitesByFlag = [
  'search/site-index.json',
  'catalogue/state-eligibility.json',
  // What happens next by payment type: payroll, annuity and the other deductions are offered to
  // federal members only (paymentTypesFor); bank withdrawal and direct bill to both (issue 21).
  'enrollment/next-steps.json',
];

function isIndividualOwn(file: string): boolean {
  return /-pb\.(json|html)$/.test(file);
}

function federalWordsIn(text: string): string | null {
  return (text.match(federalOnly) ?? text.match(highTier))?.[0] ?? null;
}

describe('the words customers read (issue 16)', () => {
  it("never calls a plan's site an edition, in any file of content/", async () => {
    const texts = await contentTexts();
    expect(texts.length).toBeGreaterThan(15);
    const found = texts.flatMap(([file, strings]) =>
      strings
        .filter((text) => forbidden.test(text))
        .map((text) => `${file}: ${text.slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  });

  it('would find the word where a customer reads it', () => {
    expect(customerStrings({ items: [{ answer: 'In the federal edition, …' }] })).toEqual([
      'In the federal edition, …',
    ]);
    expect(customerStrings({ about: 'per edition', title: 'FAQs' })).toEqual(['FAQs']);
  });

  it('places every file of content/ on the site that shows it', async () => {
    const unplaced = (await contentTexts())
      .map(([file]) => file)
      .filter(
        (file) =>
          !isIndividualOwn(file) &&
          ![...sharedWithTheIndividualSite, ...federalSiteOnly, ...bothSitesByFlag].includes(file),
      );
    expect(unplaced).toEqual([]);
  });

  it("never shows a federal-only term or a home page on the individual plans' site", async () => {
    const texts = await contentTexts();
    const shown = texts.filter(
      ([file]) => isIndividualOwn(file) || sharedWithTheIndividualSite.includes(file),
    );
    expect(shown.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'metadata/faq-legal-pb.json',
        'metadata/faq-product-pb.json',
        'metadata/about-pb.json',
        'metadata/terms-and-conditions-pb.json',
        'Footers/privacy-notice-pb.html',
        'policy-documents/privacy-notice-pb.json',
        'policy-documents/fraud-warnings-pb.json',
      ]),
    );
    const siteIndex = JSON.parse(
      await readFile(path.join(contentDir, 'search/site-index.json'), 'utf8'),
    ) as { editions: { MP: unknown } };
    const found = [
      ...shown,
      ['search/site-index.json (MP)', customerStrings(siteIndex.editions.MP)] as const,
    ].flatMap(([file, strings]) =>
      strings.flatMap((text) => {
        const word = federalWordsIn(text);
        return word ? [`${file}: '${word}' in ${text.slice(0, 100)}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('would find a federal-only term, and not the ordinary word high', () => {
    expect(federalWordsIn('Changes made during open season start in January.')).toBe('open season');
    expect(federalWordsIn('Your agency pays by payroll deduction.')).toBe('agency');
    expect(federalWordsIn('Compare the Standard and High plans.')).toBe('High');
    expect(federalWordsIn('Download it from the home page.')).toBe('home page');
    expect(federalWordsIn('We keep the quality of the network high.')).toBeNull();
    expect(federalWordsIn('The Premium plan covers more.')).toBeNull();
  });
});
