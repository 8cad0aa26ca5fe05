import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * The site search service (spec section 7, Content and external services): GET for autocomplete
 * text, POST for a search with the site search request fields of spec section 3. The spec does not
 * name its paths; these sit under /api/v1/ep beside the other calls. Exempt from the encryption
 * envelope (spec section 7) and open to visitors: the index holds only the public site's content.
 * Each edition searches its own pages only (the service knows the edition by the port asked on).
 */
export const searchAutocompletePath = '/search/autocomplete';
export const siteSearchPath = '/search/query';

/** What the header's search field accepts; longer text is refused with 400. */
export const searchTextMaxLength = 100;
/** Suggestions in one autocomplete answer. */
export const searchSuggestionsMax = 8;
export const searchPerPageMax = 50;
export const searchPerPageDefault = 10;

/** The kinds of content the index holds; the one facet (spec section 3: 'facets (Category)'). */
export const searchCategories = ['Pages', 'Plans', 'FAQs', 'Privacy'] as const;
export type SearchCategory = (typeof searchCategories)[number];

const searchText = singleLine(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(searchTextMaxLength)),
).check(z.describe(`Words to search for, 1 to ${searchTextMaxLength} characters after trimming`));

const category = z.enum(searchCategories);

/** GET /search/autocomplete?text=…: suggestions as the member types. */
export const searchAutocompleteRequestSchema = z.strictObject({ text: searchText });

export const searchAutocompleteReturnObjectSchema = z.object({
  suggestions: z
    .array(z.string())
    .check(
      z.maxLength(searchSuggestionsMax),
      z.describe('Titles of the best matching pages and questions, best first; possibly empty'),
    ),
});

export const searchAutocompleteResponseSchema = envelopeSchema(
  searchAutocompleteReturnObjectSchema,
);

/** POST /search/query: the site search request of spec section 3, every field named as there. */
export const siteSearchRequestSchema = z.strictObject({
  ResponseType: z
    .optional(z.literal('json'))
    .check(z.describe('The answer format: json, the only one (accepted for the legacy shape)')),
  Template: z
    .optional(z.literal('default'))
    .check(
      z.describe('The result template: default, the only one (accepted for the legacy shape)'),
    ),
  facets: z
    .optional(z.array(z.literal('Category')).check(z.maxLength(1)))
    .check(
      z.describe('Facets to count over all matches: Category, the one facet of the site index'),
    ),
  filters: z
    .optional(
      z.partial(
        z.strictObject({
          Category: z.array(category).check(z.minLength(1), z.maxLength(searchCategories.length)),
        }),
      ),
    )
    .check(z.describe('Keep only results of these categories')),
  query: searchText,
  text: z
    .optional(singleLine(z.string().check(z.trim(), z.maxLength(searchTextMaxLength))))
    .check(z.describe('The words as the member typed them (echoed back); defaults to query')),
  page: z
    .optional(z.int().check(z.gte(1), z.lte(100)))
    .check(z.describe('1-based page number; default 1')),
  perPage: z
    .optional(z.int().check(z.gte(1), z.lte(searchPerPageMax)))
    .check(
      z.describe(`Results per page, 1 to ${searchPerPageMax}; default ${searchPerPageDefault}`),
    ),
  sort: z
    .optional(z.enum(['relevance', 'title']))
    .check(z.describe('relevance (default: best match first) or title (A to Z)')),
  rangeFacets: z
    .optional(z.array(z.never()).check(z.maxLength(0)))
    .check(
      z.describe('The site index has no numeric fields: only an empty list (the legacy shape)'),
    ),
  enableRelatedSearches: z
    .optional(z.boolean())
    .check(z.describe('Also answer relatedSearches: titles of other matches to search for next')),
  applyMultiLevelFacets: z
    .optional(z.boolean())
    .check(
      z.describe('Category has one level, so this changes nothing (accepted for the legacy shape)'),
    ),
  overlay: z
    .optional(z.boolean())
    .check(z.describe('A quick overlay of results: titles and links only, without snippets')),
});

export const siteSearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A path of this edition's site, with a fragment where the content sits in a page section. */
  url: z.string().check(z.describe('A path of the portal, e.g. /faqs or /#plans')),
  category,
  snippet: z
    .string()
    .check(z.describe('Plain text around the first matching words; empty with overlay')),
});

export const siteSearchReturnObjectSchema = z.object({
  query: z.string(),
  text: z.string(),
  page: z.int(),
  perPage: z.int(),
  total: z.int().check(z.describe('Matches over all pages')),
  results: z.array(siteSearchResultSchema),
  facets: z
    .optional(
      z.object({
        Category: z.array(z.object({ value: category, count: z.int() })),
      }),
    )
    .check(z.describe('Counts per category over all matches (before filters), when asked for')),
  relatedSearches: z.optional(z.array(z.string())),
});

export const siteSearchResponseSchema = envelopeSchema(siteSearchReturnObjectSchema);

export type SearchAutocompleteRequest = z.input<typeof searchAutocompleteRequestSchema>;
export type SearchAutocompleteResponse = z.infer<typeof searchAutocompleteResponseSchema>;
export type SiteSearchRequest = z.input<typeof siteSearchRequestSchema>;
export type SiteSearchResponse = z.infer<typeof siteSearchResponseSchema>;
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;
export type SiteSearchAnswer = z.infer<typeof siteSearchReturnObjectSchema>;

/** The `searchAutocomplete` call: its path, contracts and how it travels (see endpoints.ts). */
export const searchAutocompleteEndpoint = {
  path: searchAutocompletePath,
  method: 'GET',
  request: searchAutocompleteRequestSchema,
  response: searchAutocompleteResponseSchema,
  encrypted: false,
  summary: 'Search suggestions as the member types',
  description:
    'GET with the typed words in the query string (`?text=`). Answers up to 8 titles of the ' +
    "best matching pages and questions of this edition's site. Needs no sign-in; exempt from " +
    'the encryption envelope (spec section 7: the search service). Text that is empty or longer ' +
    'than 100 characters answers 400.',
} as const satisfies Endpoint;

/** The `siteSearch` call: its path, contracts and how it travels (see endpoints.ts). */
export const siteSearchEndpoint = {
  path: siteSearchPath,
  request: siteSearchRequestSchema,
  response: siteSearchResponseSchema,
  encrypted: false,
  summary: 'Search the public site',
  description:
    "Searches this edition's public content (its pages, the FAQs, the plan comparison and the " +
    'privacy notice) with the site search request of spec section 3, and answers one page of ' +
    'results (title, link, category, snippet), the total, and on request the Category facet ' +
    'counts and related searches. Needs no sign-in; exempt from the encryption envelope.',
} as const satisfies Endpoint;
