import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { deepestHandle } from '../app/route-handle.js';
import { useEdition } from '../editions/edition-context.js';
import { sessionStore } from '../session/session-store.js';
import type { AnalyticsEvent } from './analytics-events.js';

const loadReports = () => import('./analytics-reports.js');

/**
 * Shell behaviour: captures the marketing parameters of every address the app shows (any entry
 * link), and pushes a page view for each page shown. Runs in effects only: nothing here touches
 * the window or session storage while rendering. The reports themselves load after the first
 * paint (analytics-reports.ts); they keep their order, as each waits on the same module.
 */
export function usePageViewAnalytics() {
  const location = useLocation();
  const title = deepestHandle(useMatches())?.title ?? '';
  const { productFlag, marketingSources } = useEdition();
  // Once per location: development's StrictMode runs effects twice.
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    if (reportedKey.current === location.key) return;
    reportedKey.current = location.key;
    const session = sessionStore.get();
    const page = { path: location.pathname, title };
    void loadReports().then(({ reportPageView }) =>
      reportPageView(productFlag, session, location.search, marketingSources, page),
    );
  }, [location.key, location.pathname, location.search, title, productFlag, marketingSources]);
}

/** A reporter of link clicks (spec section 2: the footer links report a link-click event). */
export function useLinkClickAnalytics(category: string) {
  const { pathname } = useLocation();
  const title = deepestHandle(useMatches())?.title ?? '';
  const { productFlag } = useEdition();
  return useCallback(
    (link: NonNullable<AnalyticsEvent['link']>) => {
      const session = sessionStore.get();
      void loadReports().then(({ reportLinkClick }) =>
        reportLinkClick(productFlag, session, category, { path: pathname, title }, link),
      );
    },
    [category, pathname, title, productFlag],
  );
}
