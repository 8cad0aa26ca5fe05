import type { ProductFlag } from '@portal/forms/code-lists';
import type { AppSession } from '../session/session-store.js';
import type { DataLayerEvent } from './data-layer.js';
import type { MarketingAttribution } from './marketing-attribution.js';

/**
 * The analytics event of spec section 3: page info, category, and user attributes (application,
 * status, customerId, mlpId, cId, btId); the accepted utm and utm_source travel with it.
 */
export type AnalyticsEvent = DataLayerEvent & {
  event: 'pageView' | 'linkClick';
  category: string;
  page: { path: string; title: string };
  link?: { text: string; href: string };
  user: {
    application: ProductFlag;
    status: 'logged in' | 'logged out';
    customerId: string | null;
    mlpId: string | null;
    cId: string | null;
    btId: string | null;
  };
  marketing: { utm: string | null; utmSource: string | null };
};

export interface AnalyticsContext {
  application: ProductFlag;
  session: Pick<AppSession, 'isLoggedIn' | 'user'>;
  attribution: MarketingAttribution;
  page: { path: string; title: string };
}

export function analyticsEvent(
  event: AnalyticsEvent['event'],
  category: string,
  { application, session, attribution, page }: AnalyticsContext,
  link?: AnalyticsEvent['link'],
): AnalyticsEvent {
  return {
    event,
    category,
    page,
    ...(link && { link }),
    user: {
      application,
      status: session.isLoggedIn ? 'logged in' : 'logged out',
      customerId: session.isLoggedIn ? (session.user?.strMember_Id ?? null) : null,
      mlpId: attribution.mlpId,
      cId: attribution.cId,
      btId: attribution.btId,
    },
    marketing: { utm: attribution.utm, utmSource: attribution.utmSource },
  };
}
