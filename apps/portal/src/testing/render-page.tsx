import type { ApiClient } from '@portal/api/client';
import { ApiClientProvider } from '@portal/api/swr';
import { clientAnsweringByPath } from '@portal/api/swr/testing';
import type { ProductFlag } from '@portal/forms/code-lists';
import { LinkProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { PortalProviders } from '../app/portal-providers.js';
import { RouterLinkAdapter } from '../app/router-link.js';
import { editions } from '../editions/all-editions.js';
import { type SignedIn, sessionStore } from '../session/session-store.js';

export {
  clientAnswering,
  clientAnsweringByPath,
  clientReturning,
  envelope,
  failingClient,
} from '@portal/api/swr/testing';

export type RenderPageOptions = {
  edition: ProductFlag;
  /** Where the memory router starts (path, query and hash); `/` by default. */
  path?: string;
  /**
   * The route pattern the page is mounted at, for pages that read route parameters
   * (`/profile_reset/:token`); the pathname of `path` by default.
   */
  route?: string;
  /**
   * The API client the data hooks call: one of the fake clients re-exported above. By default
   * a client with no answers, which fails the test on any call.
   */
  client?: ApiClient;
  /** Signs a member in first (the session store, as a sign-in leaves it). */
  session?: SignedIn;
};

/** Stands at every route: what the router shows where the page is not. */
function Elsewhere() {
  const location = useLocation();
  return <p>Left the page for {location.pathname}</p>;
}

/**
 * Renders a portal page as the app does (PortalProviders with the edition, the edition's theme on
 * `<html>`, a `<main>` as the shell gives it), under a memory router at `path` and SWR with a fresh
 * cache and the fake API client. Returns testing-library's `screen`, a `user` (user-event), the
 * client, and `location()`: where the router is now (pathname, query and hash), to follow a
 * navigation the page makes.
 */
export function renderPage(ui: ReactNode, options: RenderPageOptions) {
  const { edition: flag, path = '/', session } = options;
  const client = options.client ?? clientAnsweringByPath({}).client;
  const edition = editions[flag];
  const route = options.route ?? new URL(path, 'http://page.test').pathname;

  sessionStore.clear();
  if (session) sessionStore.signIn(session);
  document.documentElement.className = edition.themeClass;
  document.documentElement.lang = 'en';
  document.title = `Page test | ${edition.titleSuffix}`;

  const router = createMemoryRouter(
    [
      // The kit's links go through the router, as root.tsx sets them up for every route.
      {
        path: route,
        element: (
          <LinkProvider component={RouterLinkAdapter}>
            <main>{ui}</main>
          </LinkProvider>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const rendered = render(
    <PortalProviders edition={edition}>
      {/* Nearer than PortalProviders' own (the real client): the data hooks read this one. */}
      <ApiClientProvider client={client}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </ApiClientProvider>
    </PortalProviders>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...rendered, screen, user, client, location, router };
}
