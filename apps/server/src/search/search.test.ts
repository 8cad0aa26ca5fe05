import {
  type SearchAutocompleteResponse,
  type SiteSearchRequest,
  type SiteSearchResponse,
  searchAutocompletePath,
  siteSearchPath,
} from '@portal/api/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { htmlSections, htmlToText } from './html-sections.js';
import { snippet } from './site-search-index.js';

const base = '/api/v1/ep';
const editionHeader = 'x-test-edition';

let t: TestApp;
beforeAll(async () => {
  // The edition comes from the port in production; here from a header, so one app serves both.
  t = await createTestApp({
    seed: false,
    editionForRequest: (request) => (request.headers[editionHeader] === 'MP' ? 'MP' : 'MFB'),
  });
});
afterAll(() => t.close());

function autocomplete(query: string, edition: 'MFB' | 'MP' = 'MFB') {
  return t.app.inject({
    method: 'GET',
    url: `${base}${searchAutocompletePath}${query}`,
    headers: { [editionHeader]: edition },
  });
}

function search(body: unknown, edition: 'MFB' | 'MP' = 'MFB') {
  return t.app.inject({
    method: 'POST',
    url: `${base}${siteSearchPath}`,
    headers: { [editionHeader]: edition },
    payload: body as Record<string, unknown>,
  });
}

async function results(body: SiteSearchRequest, edition: 'MFB' | 'MP' = 'MFB') {
  const answer = await search(body, edition);
  expect(answer.statusCode).toBe(200);
  const envelope = answer.json<SiteSearchResponse>();
  expect(envelope.returnCode).toBe(200);
  if (!envelope.strReturnObject) throw new Error('no results object');
  return envelope.strReturnObject;
}

describe('GET /search/autocomplete (spec section 7: exempt from encryption, open to visitors)', () => {
  it('suggests titles of matching pages and questions for the words typed so far', async () => {
    const answer = await autocomplete('?text=will');

    expect(answer.statusCode).toBe(200);
    const { returnCode, strReturnObject } = answer.json<SearchAutocompleteResponse>();
    expect(returnCode).toBe(200);
    expect(strReturnObject?.suggestions).toContain(
      'Can I really get a will in as little as 15 minutes?',
    );
    expect(strReturnObject?.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('answers an empty list when nothing matches', async () => {
    const answer = await autocomplete('?text=zyxwvut');

    expect(answer.json<SearchAutocompleteResponse>().strReturnObject?.suggestions).toEqual([]);
  });

  it.each([
    ['no text', ''],
    ['blank text', '?text=%20%20'],
    ['text over 100 characters', `?text=${'a'.repeat(101)}`],
    ['text given twice', '?text=will&text=plan'],
    ['an unknown parameter', '?text=will&debug=1'],
  ])('refuses %s with 400', async (_case, query) => {
    const answer = await autocomplete(query);

    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnCode).toBe(400);
  });
});

describe('POST /search/query (the site search request of spec section 3)', () => {
  it('takes plain JSON and answers results with a title, a link, a category and a snippet', async () => {
    const answer = await results({ query: 'attorney network' });

    expect(answer.query).toBe('attorney network');
    expect(answer.text).toBe('attorney network');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results).toContainEqual(
      expect.objectContaining({
        title: 'How many attorneys are in the network?',
        // The question's own anchor on the FAQ page, which opens its answer.
        url: '/faqs#faq-legal-how-many-attorneys',
        category: 'FAQs',
        snippet: expect.stringContaining('18,000'),
      }),
    );
  });

  it("leads to the question's anchor by its set's key in each edition, whatever the file", async () => {
    const individual = await results({ query: 'Premium and Standard', perPage: 50 }, 'MP');
    expect(individual.results).toContainEqual(
      expect.objectContaining({
        title: 'What is the difference between the Premium and Standard plans?',
        url: '/faqs#faq-product-premium-vs-standard',
      }),
    );
    expect(individual.results.map((result) => result.url).join(' ')).not.toContain('-pb');
  });

  it('searches only the edition asked on', async () => {
    const federal = await results({ query: 'prices', perPage: 50 });
    const individual = await results({ query: 'prices', perPage: 50 }, 'MP');

    expect(federal.results.map((result) => result.url)).toContain('/#plans');
    // The individual edition has no home page of its own: nothing may lead there.
    const individualUrls = (await results({ query: 'plan', perPage: 50 }, 'MP')).results.map(
      (result) => result.url,
    );
    expect(individualUrls).not.toContain('/#plans');
    expect(individualUrls).not.toContain('/');
    expect(individual.results.map((result) => result.url)).not.toContain('/#plans');
    // Each edition's privacy notice names its own plan.
    const federalPrivacy = await results({
      query: 'privacy notice',
      filters: { Category: ['Privacy'] },
    });
    const individualPrivacy = await results(
      { query: 'privacy notice', filters: { Category: ['Privacy'] } },
      'MP',
    );
    expect(federalPrivacy.results[0]?.title).toContain('Federal Legal Plan');
    expect(individualPrivacy.results[0]?.title).toContain('Individual Legal Plans');
  });

  it('pages, filters, counts the Category facet, sorts by title and leaves snippets out of an overlay', async () => {
    const all = await results({ query: 'plan', perPage: 50, facets: ['Category'] });
    expect(all.total).toBeGreaterThan(5);
    const counted = all.facets?.Category ?? [];
    expect(counted.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.total);

    const second = await results({ query: 'plan', perPage: 2, page: 2 });
    expect(second.results).toHaveLength(2);
    expect(second.results.map((result) => result.id)).toEqual(
      all.results.slice(2, 4).map((result) => result.id),
    );

    const faqsOnly = await results({
      query: 'plan',
      perPage: 50,
      filters: { Category: ['FAQs'] },
      facets: ['Category'],
    });
    expect(faqsOnly.results.every((result) => result.category === 'FAQs')).toBe(true);
    // Facet counts are over every match, before the filter.
    expect(faqsOnly.facets).toEqual(all.facets);

    const byTitle = await results({ query: 'plan', perPage: 50, sort: 'title' });
    const titles = byTitle.results.map((result) => result.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));

    const overlay = await results({ query: 'plan', overlay: true });
    expect(overlay.results.every((result) => result.snippet === '')).toBe(true);
  });

  it('accepts every field of the legacy request and answers related searches on request', async () => {
    const answer = await results({
      ResponseType: 'json',
      Template: 'default',
      facets: ['Category'],
      filters: {},
      query: 'wills',
      text: 'Wills',
      page: 1,
      sort: 'relevance',
      rangeFacets: [],
      perPage: 10,
      enableRelatedSearches: true,
      applyMultiLevelFacets: false,
      overlay: false,
    });

    expect(answer.text).toBe('Wills');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(Array.isArray(answer.relatedSearches)).toBe(true);
    expect(answer.relatedSearches).not.toContain('wills');
  });

  it('answers no results, not an error, when nothing matches', async () => {
    const answer = await results({ query: 'zyxwvut qqqq' });

    expect(answer.total).toBe(0);
    expect(answer.results).toEqual([]);
  });

  it.each([
    ['no query', {}],
    ['a blank query', { query: '   ' }],
    ['a query over 100 characters', { query: 'a'.repeat(101) }],
    ['an unknown field', { query: 'plan', debug: true }],
    ['perPage over 50', { query: 'plan', perPage: 51 }],
    ['page 0', { query: 'plan', page: 0 }],
    ['an unknown category', { query: 'plan', filters: { Category: ['Secrets'] } }],
    ['a range facet', { query: 'plan', rangeFacets: ['price'] }],
    ['another response type', { query: 'plan', ResponseType: 'xml' }],
    ['a query that is not text', { query: 42 }],
  ])('refuses %s with 400, never a 500', async (_case, body) => {
    const answer = await search(body);

    expect(answer.statusCode).toBe(400);
    expect(answer.json().returnCode).toBe(400);
  });
});

describe('content helpers', () => {
  it('reads HTML fragments as headed sections of plain text', () => {
    const sections = htmlSections(
      '<h2>Notice &amp; rights</h2><p>Intro <strong>text</strong>.</p><h3>What we collect</h3><ul><li>Names</li></ul>',
    );

    expect(sections).toEqual([
      { heading: 'Notice & rights', parentHeading: null, text: 'Intro text .' },
      { heading: 'What we collect', parentHeading: 'Notice & rights', text: 'Names' },
    ]);
    expect(htmlToText('a&nbsp;b &#39;c&#39; &#x41;')).toBe("a b 'c' A");
  });

  it('cuts a snippet around the first matching word, at word boundaries', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Wills are covered by the plan. ${'More words follow here. '.repeat(10)}`;
    const cut = snippet(text, ['wills']);

    expect(cut).toContain('Wills are covered');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(182);
  });
});
