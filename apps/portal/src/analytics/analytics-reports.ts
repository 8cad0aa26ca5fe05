import type { ProductFlag } from '@portal/forms/code-lists';
import type { AppSession } from '../session/session-store.js';
import { type AnalyticsEvent, analyticsEvent } from './analytics-events.js';
import { pushToDataLayer } from './data-layer.js';
import { captureAttribution, loadAttribution } from './marketing-attribution.js';

/*
 * What the shell's analytics hooks report, in a module of its own that they load after the first
 * paint: no tag manager reads the dataLayer before then, and every page's first load is budgeted
 * (issue 6, 'Speed').
 */

type Page = { path: string; title: string };

export function reportPageView(
  application: ProductFlag,
  session: AppSession,
  search: string,
  marketingSources: readonly string[],
  page: Page,
): void {
  const attribution = captureAttribution(sessionStorage, search, marketingSources);
  pushToDataLayer(analyticsEvent('pageView', 'page', { application, session, attribution, page }));
}

export function reportLinkClick(
  application: ProductFlag,
  session: AppSession,
  category: string,
  page: Page,
  link: NonNullable<AnalyticsEvent['link']>,
): void {
  pushToDataLayer(
    analyticsEvent(
      'linkClick',
      category,
      { application, session, attribution: loadAttribution(sessionStorage), page },
      link,
    ),
  );
}
