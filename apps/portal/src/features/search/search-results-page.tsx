import { fetchSiteSearch } from '@portal/api/swr';
import { Link, Stack } from '@portal/ui';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { useIsDirectLoad } from '../../app/use-navigation-rules.js';
import { searchClient } from '../../site-search/search-client.js';
import { siteSearchRequest } from '../../site-search/site-search-request.js';
import { storedSearchResult } from '../../site-search/stored-search.js';
import * as pageStyles from '../../styles/page.css.js';
import { searchCopy as copy } from './search-copy.js';
import * as styles from './search-results-page.css.js';

/**
 * /search/{query} (spec sections 2 and 7): the result the header's search stored, or, when the page
 * is loaded directly (a reload, a shared link), the same search run again. A failed search is
 * silently ignored (spec section 7): the page keeps its heading and shows no error.
 */
export function SearchResultsPage() {
  const query = (useParams().query ?? '').trim();
  const isDirectLoad = useIsDirectLoad();
  const { data, error, isLoading } = useSWR(
    query === '' ? null : ['siteSearchPage', query],
    async () =>
      (!isDirectLoad && storedSearchResult(query)) ||
      fetchSiteSearch(searchClient, siteSearchRequest(query)),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );

  return (
    <section className={pageStyles.page} aria-labelledby="search-heading">
      <h1 id="search-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      {/* One polite region for the outcome: a screen reader hears when the results have come. */}
      <div role="status">
        {isLoading ? <p>{copy.searching}</p> : null}
        {data && data.total > 0 ? <p>{copy.resultsFor(data.total, query)}</p> : null}
        {data && data.total === 0 ? (
          <>
            <p>{copy.noResults(query)}</p>
            <p>{copy.noResultsHint}</p>
          </>
        ) : null}
      </div>
      {data && error === undefined && data.results.length > 0 ? (
        <Stack gap={4}>
          <ol className={styles.results} aria-label={copy.resultsLabel}>
            {data.results.map((result) => (
              <li key={result.id}>
                <h2 className={styles.resultTitle}>
                  <Link href={result.url}>{result.title}</Link>
                </h2>
                <p className={styles.category}>{copy.categories[result.category]}</p>
                {result.snippet ? <p className={styles.snippet}>{result.snippet}</p> : null}
              </li>
            ))}
          </ol>
          {data.results.length < data.total ? (
            <p>{copy.showingFirst(data.results.length, data.total)}</p>
          ) : null}
        </Stack>
      ) : null}
    </section>
  );
}
