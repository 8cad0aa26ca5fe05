import { ApiClientProvider } from '@portal/api/swr';
import { type ReactNode, StrictMode } from 'react';
import { portalClient } from '../api/portal-client.js';
import type { EditionContent } from '../editions/edition-content.js';
import { EditionProvider } from '../editions/edition-context.js';
import { ErrorMessagesProvider } from '../messages/served-messages.js';

/**
 * Everything above the router, the same in the browser and in the build's renderer
 * (entry.server.tsx): a hydrated page must be rendered by the very tree that wrote its HTML.
 */
export function PortalProviders({
  edition,
  children,
}: {
  /** Null while the build renders the member pages' shell, whose edition the service names. */
  edition: EditionContent | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <EditionProvider edition={edition}>
        <ApiClientProvider client={portalClient}>
          <ErrorMessagesProvider>{children}</ErrorMessagesProvider>
        </ApiClientProvider>
      </EditionProvider>
    </StrictMode>
  );
}
