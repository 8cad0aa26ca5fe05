import { type SiteSearchRequest, searchPerPageMax } from '@portal/api/search';

/**
 * The request the header form and the results page send (spec section 3, site search request):
 * every result of the small site index on one page, with the Category facet.
 */
export function siteSearchRequest(query: string): SiteSearchRequest {
  return {
    ResponseType: 'json',
    Template: 'default',
    query,
    text: query,
    facets: ['Category'],
    page: 1,
    perPage: searchPerPageMax,
    sort: 'relevance',
    enableRelatedSearches: false,
    applyMultiLevelFacets: false,
    overlay: false,
  };
}
