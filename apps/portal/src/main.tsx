import { ApiClientProvider } from '@portal/api/swr';
import { isUnsupportedBrowser, unsupportedBrowserPath } from '@portal/forms';
import { themes } from '@portal/tokens';
import { LinkProvider } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { portalClient } from './api/portal-client.js';
import { RouterLinkAdapter } from './app/router-link.js';
import { routes } from './app/routes.js';
import { EditionProvider } from './editions/edition-context.js';
import { readEdition } from './editions/editions.js';
import { ErrorMessagesProvider } from './messages/error-messages.js';

const edition = readEdition(document);
document.documentElement.classList.add(themes[edition.theme]);

// Spec section 2: Internet Explorer and legacy Edge go to /unsupported-browser.
if (isUnsupportedBrowser(navigator.userAgent) && location.pathname !== unsupportedBrowserPath) {
  location.replace(unsupportedBrowserPath);
}

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <EditionProvider edition={edition}>
      <ApiClientProvider client={portalClient}>
        <ErrorMessagesProvider>
          <LinkProvider component={RouterLinkAdapter}>
            <RouterProvider router={router} />
          </LinkProvider>
        </ErrorMessagesProvider>
      </ApiClientProvider>
    </EditionProvider>
  </StrictMode>,
);
