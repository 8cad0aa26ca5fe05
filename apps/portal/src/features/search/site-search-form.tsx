import { ApiClientProvider, fetchSiteSearch, useSearchSuggestions } from '@portal/api/swr';
import { HeaderSearch } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchClient } from './search-client.js';
import { searchCopy as copy } from './search-copy.js';
import { siteSearchRequest } from './site-search-request.js';
import { storeSearchResult } from './stored-search.js';

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const suggestDelayMs = 250;

/**
 * The header's search form (spec sections 2 and 7): suggestions as the member types, and a search
 * whose result is stored before going to /search/{query}. Every failure is silently ignored (spec
 * section 7): no suggestion, or no move; the page never shows an error for it.
 */
export function SiteSearchForm() {
  return (
    <ApiClientProvider client={searchClient}>
      <SearchFormWithSuggestions />
    </ApiClientProvider>
  );
}

function SearchFormWithSuggestions() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), suggestDelayMs);
  const { data, error } = useSearchSuggestions(typed);
  const suggestions = text.trim() === '' || error !== undefined ? [] : (data ?? []);

  async function search(query: string) {
    try {
      storeSearchResult(await fetchSiteSearch(searchClient, siteSearchRequest(query)));
    } catch {
      return;
    }
    navigate(`/search/${encodeURIComponent(query)}`);
  }

  return (
    <HeaderSearch
      label={copy.fieldLabel}
      placeholder={copy.fieldPlaceholder}
      query={text}
      onQueryChange={setText}
      suggestions={suggestions}
      onSearch={(query) => void search(query)}
    />
  );
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
