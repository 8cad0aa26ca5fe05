import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { sessionStore } from '../session/session-store.js';
import { demoPortalSettings } from '../settings/portal-setting-rules.js';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.js';
import { renderPage } from '../testing/render-page.js';
import { PortalHeader } from './portal-header.js';
import { headerStyleDelayMs } from './use-header-variant.js';

// Wide, so the links sit in the bar (spec section 2: the mobile layout starts under 992 px).
beforeEach(() => page.viewport(1280, 800));
afterEach(() => sessionStore.clear());

describe.each(['MFB', 'MP'] as const)(
  "the header's style while a flow has started (%s)",
  (edition) => {
    it('turns focused about 100 ms after a header link starts a flow, and keeps its links', async () => {
      const { screen, user } = renderPage(<PortalHeader />, {
        edition,
        path: '/login',
        route: '*',
      });
      const banner = screen.getByRole('banner');
      expect(banner).toHaveAttribute('data-variant', 'standard');

      // Timed from the moment the link sets the flow flag to the moment the style changes, each
      // taken as it happens: on a busy machine the click itself can outlast the delay.
      let flagSetAt = 0;
      const stopWatchingFlag = sessionStore.subscribe(() => {
        if (sessionStore.get().flowStarted && flagSetAt === 0) flagSetAt = performance.now();
      });
      let styleChangedAt = 0;
      const styleWatch = new MutationObserver(() => {
        if (banner.getAttribute('data-variant') === 'focused' && styleChangedAt === 0) {
          styleChangedAt = performance.now();
        }
      });
      styleWatch.observe(banner, { attributes: true, attributeFilter: ['data-variant'] });

      await user.click(screen.getByRole('link', { name: 'FAQS' }));
      await waitFor(() => expect(banner).toHaveAttribute('data-variant', 'focused'));
      styleWatch.disconnect();
      stopWatchingFlag();
      // Not at once: spec section 4 updates the header's style after 100 ms.
      expect(flagSetAt).toBeGreaterThan(0);
      expect(styleChangedAt - flagSetAt).toBeGreaterThanOrEqual(headerStyleDelayMs - 20);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'LOGIN' })).toBeVisible();
      await expectNoAxeViolations(banner);
    });

    it('goes back to the standard bar when the flag is cleared (the compliance page)', async () => {
      const { screen } = renderPage(<PortalHeader />, { edition, path: '/faqs', route: '*' });
      const banner = screen.getByRole('banner');
      sessionStore.setFlowStarted(true);
      await waitFor(() => expect(banner).toHaveAttribute('data-variant', 'focused'));
      sessionStore.setFlowStarted(false);
      await waitFor(() => expect(banner).toHaveAttribute('data-variant', 'standard'));
    });
  },
);

describe("the individual plans' logo", () => {
  it('takes a visitor to the page PORTAL_MP_LOGO_URL names, not an address in code', () => {
    const { screen } = renderPage(<PortalHeader />, { edition: 'MP', path: '/login', route: '*' });
    expect(screen.getByRole('link', { name: 'Individual Legal Plans home' })).toHaveAttribute(
      'href',
      demoPortalSettings.mpLogoUrl,
    );
  });
});
