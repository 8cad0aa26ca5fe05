/** Spec section 7: the results of a site search are at /search/{query}. */
export function searchResultsPath(query: string): string {
  return `/search/${encodeURIComponent(query)}`;
}

/**
 * Where the header's search form submits when its script has not run (its field is `query`): the
 * service sends the reader on to `searchResultsPath` of the trimmed text.
 */
export const searchFormPath = '/search';
