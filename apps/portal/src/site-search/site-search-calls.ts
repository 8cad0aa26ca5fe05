import type { SiteSearchAnswer } from '@portal/api/search';
import { fetchSearchSuggestions, fetchSiteSearch } from '@portal/api/swr';
import { searchClient } from './search-client.js';
import { siteSearchRequest } from './site-search-request.js';

/*
 * The header form's two calls, in a module of their own that the form loads on first use: the API
 * client and its contracts (zod) are not part of the first load of every page (issue 6, 'Speed').
 */

export function suggestionsFor(text: string): Promise<string[]> {
  return fetchSearchSuggestions(searchClient, text);
}

export function searchSite(query: string): Promise<SiteSearchAnswer> {
  return fetchSiteSearch(searchClient, siteSearchRequest(query));
}
