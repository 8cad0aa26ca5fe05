import { ApiClientProvider } from '@portal/api/swr';
import { LinkProvider } from '@portal/ui';
import { type ReactNode, StrictMode } from 'react';
import { portalClient } from '../api/portal-client.js';
import type { EditionContent } from '../editions/edition-content.js';
import { EditionProvider } from '../editions/edition-context.js';
import { ErrorMessagesProvider } from '../messages/served-messages.js';
import { RouterLinkAdapter } from './router-link.js';

/**
 * Everything above the router, the same in the browser and in the build-time prerender: a
 * hydrated page must be rendered by the very tree that wrote its HTML.
 */
export function PortalProviders({
  edition,
  children,
}: {
  edition: EditionContent;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <EditionProvider edition={edition}>
        <ApiClientProvider client={portalClient}>
          <ErrorMessagesProvider>
            <LinkProvider component={RouterLinkAdapter}>{children}</LinkProvider>
          </ErrorMessagesProvider>
        </ApiClientProvider>
      </EditionProvider>
    </StrictMode>
  );
}
