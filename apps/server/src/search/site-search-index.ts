import type {
  SearchCategory,
  SiteSearchAnswer,
  SiteSearchRequest,
  SiteSearchResult,
} from '@portal/api/search';
import { searchCategories, searchPerPageDefault, searchSuggestionsMax } from '@portal/api/search';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { SiteDocument } from './site-documents.js';

/** Words too common to tell documents apart; left out of the index and of queries. */
const stopWords = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it my of on or our ' +
    'the this to we what when where which who why with you your'
  ).split(' '),
);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/** Characters of context in a snippet. */
const snippetLength = 180;
const relatedSearchesMax = 5;

type StoredFields = Pick<SiteDocument, 'title' | 'url' | 'category' | 'text'>;
type Hit = SearchResult & StoredFields;

/**
 * One edition's site search (minisearch: BM25 ranking, prefix and fuzzy matching). Titles weigh
 * most, then keywords, then the text. Every word must match; when no document has them all, any
 * word may, so a long query still finds something.
 */
export class SiteSearchIndex {
  private readonly index: MiniSearch<SiteDocument>;

  constructor(documents: readonly SiteDocument[]) {
    this.index = new MiniSearch<SiteDocument>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['title', 'url', 'category', 'text'],
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2 },
        // The last word is still being typed; the others may be misspelt a little.
        prefix: (_term, index, terms) => index === terms.length - 1,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      },
    });
    this.index.addAll(documents);
  }

  /** Titles of the best matches for the text typed so far (the header's autocomplete). */
  suggest(text: string): string[] {
    const titles = new Set<string>();
    for (const hit of this.find(text, { prefix: true })) {
      titles.add(hit.title);
      if (titles.size === searchSuggestionsMax) break;
    }
    return [...titles];
  }

  /** A page of results for the site search request of spec section 3. */
  search(request: SiteSearchRequest): SiteSearchAnswer {
    const query = request.query.trim();
    const page = request.page ?? 1;
    const perPage = request.perPage ?? searchPerPageDefault;
    const allHits = this.find(query);
    const wanted = request.filters?.Category;
    const hits = wanted ? allHits.filter((hit) => wanted.includes(hit.category)) : allHits;
    if (request.sort === 'title') hits.sort((a, b) => a.title.localeCompare(b.title, 'en'));

    const results: SiteSearchResult[] = hits
      .slice((page - 1) * perPage, page * perPage)
      .map((hit) => ({
        id: String(hit.id),
        title: hit.title,
        url: hit.url,
        category: hit.category,
        snippet: request.overlay ? '' : snippet(hit.text, hit.terms),
      }));

    return {
      query,
      text: request.text?.trim() || query,
      page,
      perPage,
      total: hits.length,
      results,
      ...(request.facets?.includes('Category') && {
        facets: { Category: countCategories(allHits) },
      }),
      ...(request.enableRelatedSearches && { relatedSearches: this.related(query) }),
    };
  }

  private find(text: string, options: SearchOptions = {}): Hit[] {
    const all = this.index.search(text, { ...options, combineWith: 'AND' }) as Hit[];
    return all.length > 0
      ? all
      : (this.index.search(text, { ...options, combineWith: 'OR' }) as Hit[]);
  }

  /** Other searches built from the index's own words that start like, or resemble, the query's. */
  private related(query: string): string[] {
    const own = query.toLowerCase();
    return this.index
      .autoSuggest(query, { fuzzy: 0.2, prefix: true })
      .map((suggestion) => suggestion.suggestion)
      .filter((suggestion) => suggestion !== own)
      .slice(0, relatedSearchesMax);
  }
}

function countCategories(hits: readonly Hit[]): { value: SearchCategory; count: number }[] {
  return searchCategories
    .map((value) => ({ value, count: hits.filter((hit) => hit.category === value).length }))
    .filter((facet) => facet.count > 0);
}

/**
 * Plain text around the first matching word of the document's text, cut at word boundaries; the
 * start of the text when only the title or keywords matched.
 */
export function snippet(text: string, terms: readonly string[]): string {
  if (text.length <= snippetLength) return text;
  const lower = text.toLowerCase();
  const positions = terms
    .map((term) => lower.search(new RegExp(`\\b${escapeRegExp(term)}`)))
    .filter((position) => position >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, first - 40);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
