import { PageMain, SkipLink } from '@portal/ui';
import { Outlet } from 'react-router';
import { usePageTitle } from '../app/use-page-title.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';
import { shellCopy } from './shell-copy.js';

const mainId = 'main-content';

/** The one shell every route lives in (spec section 2 'Route table'). */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <SkipLink targetId={mainId} label={shellCopy.skipToMain} />
      <PortalHeader />
      <PageMain id={mainId}>
        <Outlet />
      </PageMain>
      <PortalFooter />
    </>
  );
}
