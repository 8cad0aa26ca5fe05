import { searchFormPath, searchResultsPath } from '@portal/forms/rules';
import { HeaderSearch } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { storeSearchResult } from '../site-search/stored-search.js';
import { shellCopy as copy } from './shell-copy.js';

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const suggestDelayMs = 250;

const loadSearchCalls = () => import('../site-search/site-search-calls.js');

/**
 * The header's search form (spec sections 2 and 7): suggestions as the member types, and a search
 * whose result is stored before going to /search/{query}. Every failure is silently ignored (spec
 * section 7): no suggestion, or no move; the page never shows an error for it. The calls load on
 * the first keystroke, since this form is on every page's first load.
 */
export function SiteSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), suggestDelayMs);
  const suggestions = useSuggestions(typed);

  async function search(query: string) {
    try {
      const { searchSite } = await loadSearchCalls();
      storeSearchResult(await searchSite(query));
    } catch {
      return;
    }
    navigate(searchResultsPath(query));
  }

  return (
    <HeaderSearch
      // Before this form's script has loaded (it loads beside the page: deferred-shell-parts.ts),
      // the browser submits it itself: the service sends /search?query=... on to /search/{query}.
      action={searchFormPath}
      label={copy.searchFieldLabel}
      placeholder={copy.searchFieldPlaceholder}
      query={text}
      onQueryChange={setText}
      suggestions={text.trim() === '' ? [] : suggestions}
      onSearch={(query) => void search(query)}
    />
  );
}

/**
 * Suggestions for the settled text. The last ones stay shown until newer ones arrive, so the list
 * does not flicker as the member types; a failure shows none.
 */
function useSuggestions(text: string): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (text === '') {
      setSuggestions([]);
      return;
    }
    let current = true;
    loadSearchCalls()
      .then(({ suggestionsFor }) => suggestionsFor(text))
      .then(
        (found) => {
          if (current) setSuggestions(found);
        },
        () => {
          if (current) setSuggestions([]);
        },
      );
    return () => {
      current = false;
    };
  }, [text]);
  return suggestions;
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
