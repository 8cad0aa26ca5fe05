import { LinkProvider } from '@portal/ui';
import { type ReactNode, useMemo } from 'react';
import {
  Links,
  Navigate,
  Scripts,
  ScrollRestoration,
  type UIMatch,
  useMatches,
  useParams,
} from 'react-router';
import { SWRConfig } from 'swr';
import { deepestHandle } from './app/route-handle.js';
import { RouterLinkAdapter } from './app/router-link.js';
import type { PrerenderedContent } from './content/read-content.server.js';
import { useOptionalEdition } from './editions/edition-context.js';
import { editionPlaceholder } from './editions/editions.js';
import { RootLayout } from './shell/root-layout.js';

/**
 * The document every page is rendered in. The build renders it for each prerendered page with the
 * page's edition, and once without one for the member pages (the framework's SPA fallback): there
 * the service writes the edition into `portal-edition` and the browser fills in the rest before
 * React takes the page over (entry.client.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const edition = useOptionalEdition();
  const pageTitle = deepestHandle(useMatches())?.title;
  // Spec section 2: the page's title, then the edition's name. The shell's is the browser's own.
  const suffix = edition?.titleSuffix;
  const title = suffix && pageTitle ? `${pageTitle} | ${suffix}` : (suffix ?? '');
  return (
    <html lang="en" className={edition?.themeClass}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="portal-edition" content={edition?.productFlag ?? editionPlaceholder} />
        {/* Without an edition (the member pages' shell) these are the browser's first render's. */}
        <meta
          name="description"
          content={edition?.metaDescription ?? ''}
          suppressHydrationWarning
        />
        <title suppressHydrationWarning>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shell every route lives in; a path the service did not prefix is never an edition's. */
export default function App() {
  const { edition } = useParams();
  const content = useContentOfMatches();
  if (edition !== undefined && !import.meta.env.SSR)
    return <Navigate to="/page-not-found" replace />;
  return (
    // A prerendered page's content (its loader's) is its content hooks' data from the start; SWR
    // still revalidates it after mounting, so content changed since the build shows up.
    <SWRConfig value={{ fallback: content }}>
      <LinkProvider component={RouterLinkAdapter}>
        <RootLayout />
      </LinkProvider>
    </SWRConfig>
  );
}

/** The served content the matched routes' loaders read at build time, by SWR key. */
function useContentOfMatches(): Record<string, unknown> {
  const matches = useMatches() as UIMatch<PrerenderedContent | undefined>[];
  return useMemo(
    () => Object.assign({}, ...matches.map((match) => match.loaderData?.content)),
    [matches],
  );
}

/** The member pages are rendered in the browser: until their module arrives, an empty shell. */
export function HydrateFallback() {
  return null;
}
