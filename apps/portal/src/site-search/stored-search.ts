import type { SiteSearchAnswer } from '@portal/api/search';

/** Spec section 7: the header's search stores its result, then goes to /search/{query}. */
const storageKey = 'portal.searchResult';

export function storeSearchResult(answer: SiteSearchAnswer): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(answer));
  } catch {
    // A full or blocked storage only means the results page searches again.
  }
}

/** The stored result of this query, or null (another query, nothing stored, or unreadable). */
export function storedSearchResult(query: string): SiteSearchAnswer | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(storageKey) ?? 'null',
    ) as SiteSearchAnswer | null;
    return stored && stored.query === query && Array.isArray(stored.results) ? stored : null;
  } catch {
    return null;
  }
}
