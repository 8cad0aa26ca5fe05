import { isUnsupportedBrowser, unsupportedBrowserPath } from '@portal/forms/rules';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadRouteModules } from './app/load-route-modules.js';
import { PortalProviders } from './app/portal-providers.js';
import { routes } from './app/routes.js';
import { loadEdition, readEditionFlag } from './editions/editions.js';
import { readPrerenderedData } from './prerender/prerendered-data.js';
import { loadDeferredShellParts } from './shell/deferred-shell-parts.js';

// Spec section 2: Internet Explorer and legacy Edge go to /unsupported-browser.
if (isUnsupportedBrowser(navigator.userAgent) && location.pathname !== unsupportedBrowserPath) {
  location.replace(unsupportedBrowserPath);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

/**
 * Not top-level await: a route module imports from the chunk this entry lives in, and a module
 * awaiting at its top level cannot be imported until it finishes, so awaiting the route module
 * here would wait forever.
 */
async function start(root: HTMLElement) {
  // A prerendered page brings the served content it was rendered with; SWR (with the content
  // hooks that need it) loads only for such a page, never with the first-load JavaScript itself.
  const prerenderedData = readPrerenderedData(document);
  const hydrating = root.hasChildNodes();
  // The shell's deferred parts load beside the page's module. A prerendered page hydrates without
  // them (its HTML already shows them); a page rendered from scratch waits, so nothing pops in.
  const deferredShellParts = loadDeferredShellParts();
  const [edition, , swrFallback] = await Promise.all([
    loadEdition(readEditionFlag(document)),
    // The page's route module first: the router's first render must already be the page. If it
    // cannot be loaded now, the router tries again and shows its error.
    loadRouteModules(routes, location.pathname).catch(() => undefined),
    prerenderedData ? import('./prerender/swr-fallback.js').catch(() => null) : null,
    hydrating ? null : deferredShellParts,
  ]);
  // Hydration data (empty: no route has a loader) tells the router the page came from the server:
  // its ScrollRestoration then leaves the first page where the reader may already have scrolled
  // it, instead of resetting it to the top as for a fresh client render.
  document.documentElement.classList.add(edition.themeClass);
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);

  let page: ReactNode = <RouterProvider router={router} />;
  if (prerenderedData && swrFallback) {
    page = <swrFallback.SwrFallback fallback={prerenderedData.swr}>{page}</swrFallback.SwrFallback>;
  }

  const app = <PortalProviders edition={edition}>{page}</PortalProviders>;
  // A prerendered page (architecture section 6) already shows its HTML: React takes it over. As a
  // transition, so React hydrates in slices and yields to the browser between them instead of
  // one long task (the FAQ page's accordions take a while on a phone). Any other path gets the
  // empty shell, rendered from scratch.
  if (hydrating) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
