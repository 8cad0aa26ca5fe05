import { PageMain, SkipLink, ToastProvider } from '@portal/ui';
import { Outlet, useMatches } from 'react-router';
import { deepestHandle } from '../app/route-handle.js';
import { usePageTitle } from '../app/use-page-title.js';
import { useScrollToHash } from '../app/use-scroll-to-hash.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';
import { RequestsBusyIndicator } from './requests-busy-indicator.js';
import * as styles from './root-layout.css.js';
import { SessionWatch } from './session-watch.js';
import { shellCopy } from './shell-copy.js';

/** The one shell every route lives in (spec section 2 'Route table'). */
export function RootLayout() {
  usePageTitle();
  useScrollToHash();
  // Spec section 2: /unsupported-browser shows neither header nor footer.
  const showChrome = deepestHandle(useMatches())?.chrome !== 'none';
  return (
    <ToastProvider>
      <div className={styles.frame}>
        <SkipLink label={shellCopy.skipToMain} />
        {showChrome ? <PortalHeader /> : null}
        <PageMain className={styles.main}>
          <SessionWatch />
          <Outlet />
        </PageMain>
        {showChrome ? <PortalFooter /> : null}
        <RequestsBusyIndicator />
      </div>
    </ToastProvider>
  );
}
