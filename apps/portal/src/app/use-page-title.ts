import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useEdition } from '../editions/edition-context.js';
import { deepestHandle } from './route-handle.js';

/** Page title from route data, then the edition's name (spec section 2 'Navigation rules'). */
export function usePageTitle() {
  const matches = useMatches();
  const { titleSuffix } = useEdition();
  const title = deepestHandle(matches)?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${titleSuffix}` : titleSuffix;
  }, [title, titleSuffix]);
}
