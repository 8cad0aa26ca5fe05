import useSWR from 'swr';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import type { SiteSearchAnswer, SiteSearchRequest } from '../contracts/search-contracts.js';
import { searchAutocompleteEndpoint, siteSearchEndpoint } from '../contracts/search-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** Search suggestions for the header's field (spec section 7: GET for autocomplete text). */
export function searchSuggestionsKey(text: string) {
  return ['searchAutocomplete', text] as const;
}

export async function fetchSearchSuggestions(client: ApiClient, text: string): Promise<string[]> {
  const answer = await client.call(searchAutocompleteEndpoint, { text });
  if (answer.returnCode !== returnCodes.success) throw new AnswerError(answer.returnCode);
  return answer.strReturnObject?.suggestions ?? [];
}

/**
 * Suggestions for `text` (already trimmed and debounced by the caller); no request while it is
 * empty. Suggestions are a convenience: the caller shows none on error (spec section 7: search
 * failures are silently ignored), and SWR does not retry them.
 */
export function useSearchSuggestions(text: string) {
  const client = useApiClient();
  return useSWR(
    text === '' ? null : searchSuggestionsKey(text),
    () => fetchSearchSuggestions(client, text),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}

/** One search of the site (spec section 7: POST with the site search request fields). */
export async function fetchSiteSearch(
  client: ApiClient,
  request: SiteSearchRequest,
): Promise<SiteSearchAnswer> {
  const answer = await client.call(siteSearchEndpoint, request);
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}
