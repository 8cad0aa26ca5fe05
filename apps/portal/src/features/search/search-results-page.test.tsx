import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSearchForm } from '../../shell/site-search-form.js';
import { renderPage } from '../../testing/render-page.js';
import { SearchResultsPage } from './search-results-page.js';

/**
 * The site search off its happy path (the visitor journey searches end to end): spec section 7,
 * failures of the search service are silently ignored, in the header's form and on /search/{query}.
 */

/** The search service, broken: every request answers HTTP 500 without an envelope. */
const searchService = vi.hoisted(() => ({
  fetch: vi.fn(
    async (_input: RequestInfo | URL) => new Response('Internal error', { status: 500 }),
  ),
}));

function searchCalls(path: string): number {
  return searchService.fetch.mock.calls.filter(([input]) =>
    (input instanceof Request ? input.url : String(input)).includes(path),
  ).length;
}

// The site search's own client (search-client.ts), made as the app makes it but over that service.
vi.mock('../../site-search/search-client.js', async () => {
  const { createApiClient, memorySessionStore } = await import('@portal/api/client');
  return {
    searchClient: createApiClient({
      session: memorySessionStore(),
      retryCount: 0,
      tokenRefreshMs: false,
      fetch: searchService.fetch,
    }),
  };
});

afterEach(() => {
  searchService.fetch.mockClear();
});

describe.each(['MFB', 'MP'] as const)('when the search service fails (%s)', (edition) => {
  it('the header’s search shows no suggestion, stays on the page and says nothing', async () => {
    const { screen, user, location } = renderPage(<SiteSearchForm />, { edition, path: '/faqs' });
    const field = screen.getByRole('combobox', { name: 'Search' });

    await user.type(field, 'will');
    // The suggestions were asked for, and failed.
    await vi.waitFor(() => expect(searchCalls('/search/autocomplete')).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(searchCalls('/search/query')).toBe(1));

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/faqs');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('a results page keeps its heading and shows no error', async () => {
    const { screen } = renderPage(<SearchResultsPage />, {
      edition,
      path: '/search/wills',
      route: '/search/:query',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await vi.waitFor(() => expect(searchCalls('/search/query')).toBe(1));
    // Settled: the page no longer says it is searching.
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
