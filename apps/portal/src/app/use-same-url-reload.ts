import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec section 2: the router reloads on same-URL navigation. Following a link to the page already
 * shown makes a new history entry with the same address; this count goes up each time, and the
 * shell keys the page with it, so the page starts afresh (its state reset, its data fetched again)
 * as it would after a reload, without reloading the document.
 */
export function useSameUrlReloadCount(): number {
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const [seen, setSeen] = useState({ key: location.key, url, count: 0 });
  if (seen.key === location.key) return seen.count;
  const next = { key: location.key, url, count: seen.url === url ? seen.count + 1 : seen.count };
  // Adjusting state while rendering, as React documents for state that follows a changed input.
  setSeen(next);
  return next.count;
}
