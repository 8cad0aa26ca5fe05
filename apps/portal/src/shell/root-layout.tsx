import { PageMain, SkipLink, ToastProvider } from '@portal/ui';
import { Outlet } from 'react-router';
import { usePageTitle } from '../app/use-page-title.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';
import { RequestsBusyIndicator } from './requests-busy-indicator.js';
import * as styles from './root-layout.css.js';
import { shellCopy } from './shell-copy.js';

/** The one shell every route lives in (spec section 2 'Route table'). */
export function RootLayout() {
  usePageTitle();
  return (
    <ToastProvider>
      <div className={styles.frame}>
        <SkipLink label={shellCopy.skipToMain} />
        <PortalHeader />
        <PageMain className={styles.main}>
          <Outlet />
        </PageMain>
        <PortalFooter />
        <RequestsBusyIndicator />
      </div>
    </ToastProvider>
  );
}
