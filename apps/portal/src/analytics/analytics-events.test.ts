import { describe, expect, it } from 'vitest';
import { analyticsEvent } from './analytics-events.js';
import { noAttribution } from './marketing-attribution.js';

describe('analyticsEvent (spec section 3, Analytics event)', () => {
  it('carries page info, category, the user attributes and the accepted marketing source', () => {
    const event = analyticsEvent(
      'linkClick',
      'footer',
      {
        application: 'MP',
        session: { isLoggedIn: false, user: null },
        attribution: { ...noAttribution, utmSource: 'Email', cId: 'C1', mlpId: 'M2', btId: 'B3' },
        page: { path: '/faqs', title: 'FAQs' },
      },
      { text: 'Contact Us', href: '/contact' },
    );

    expect(event).toEqual({
      event: 'linkClick',
      category: 'footer',
      page: { path: '/faqs', title: 'FAQs' },
      link: { text: 'Contact Us', href: '/contact' },
      user: {
        application: 'MP',
        status: 'logged out',
        customerId: null,
        mlpId: 'M2',
        cId: 'C1',
        btId: 'B3',
      },
      marketing: { utm: null, utmSource: 'Email' },
    });
  });

  it('names a signed-in member by their member id', () => {
    const event = analyticsEvent('pageView', 'page', {
      application: 'MFB',
      session: { isLoggedIn: true, user: { strMember_Id: '7100000001' } as never },
      attribution: noAttribution,
      page: { path: '/dashboard', title: 'Dashboard' },
    });

    expect(event.user).toMatchObject({ status: 'logged in', customerId: '7100000001' });
  });
});
