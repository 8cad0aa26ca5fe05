import type { ProductFlag } from '@portal/forms/code-lists';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
  type UIMatch,
} from 'react-router';
import { PortalProviders } from '../app/portal-providers.js';
import { deepestHandle, type RouteHandle } from '../app/route-handle.js';
import { routes } from '../app/routes.js';
import { editions } from '../editions/all-editions.js';
import { loadEdition } from '../editions/editions.js';
import { loadDeferredShellParts } from '../shell/deferred-shell-parts.js';
import { type PrerenderedData, serializePrerenderedData } from './prerendered-data.js';
import { type AssetFetcher, SwrFallback } from './swr-fallback.js';
import { formsSubmittableBeforeHydration } from './unhydrated-form-check.js';

/**
 * The build-time prerender's entry (built by vite.prerender.config.ts, run by
 * build/prerender.ts): which paths to prerender, and each page's HTML in an edition.
 */

/** A page rendered at build time, for the build to write into a copy of index.html. */
export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** The document title, as usePageTitle sets it in the browser. */
  title: string;
  /** The edition's `<meta name="description">`. */
  description: string;
  /** The edition's theme class, for <html>. */
  htmlClass: string;
  /** The served content the page was rendered with, serialized; null when it used none. */
  data: string | null;
  /** Source modules the page loaded lazily (its route's), to preload them. */
  lazyModules: string[];
  /** Source modules of the page's deferred parts, to preload them at low priority. */
  deferredModules: string[];
};

/**
 * Every path whose route handle says `prerender: true`. A route with a parameter or a wildcard
 * cannot be prerendered: there is no single page to write.
 */
export function prerenderPaths(table: RouteObject[] = routes, parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index ? parent : joinPath(parent, route.path);
    const own = (route.handle as RouteHandle | undefined)?.prerender ? [path || '/'] : [];
    for (const found of own) {
      if (/[:*]/.test(found)) throw new Error(`Route ${found} has a parameter: not prerenderable`);
    }
    return [...own, ...(route.children ? prerenderPaths(route.children, path) : [])];
  });
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent}/${path}`;
}

/**
 * Pages that send the visitor elsewhere at once in an edition. The server answers them with a
 * redirect, so it also happens without JavaScript; the app keeps doing it for client navigation.
 */
export function editionRedirects(productFlag: ProductFlag): Record<string, string> {
  // Spec section 2: in the individual edition the root path redirects to /login (as HomePage does).
  return editions[productFlag].homeRedirectsToLogin ? { '/': '/login' } : {};
}

/** Render rounds at most: each round fetches what the previous one asked for. */
const maxRounds = 4;

/**
 * Renders `path` as a visitor first sees it in the edition: the logged-out header, the edition's
 * copy and theme, and the served content, fetched with the page's own content hooks (SWR): a
 * render lists the keys they ask for, their fetchers get them (the build points `fetch` at the
 * content files), and the page renders again with them, until nothing new is asked for.
 */
export async function renderPage(path: string, productFlag: ProductFlag): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const lazyModules = new Set<string>();
  const deferredModules = new Set<string>();
  // The page's HTML shows the shell whole: its deferred parts render at once once loaded.
  await recordingLazyModules(lazyModules, deferredModules, loadDeferredShellParts);
  // Loaded as the browser loads it, so the page preloads its edition's module.
  const edition = await recordingLazyModules(lazyModules, deferredModules, () =>
    loadEdition(productFlag),
  );
  const context = await recordingLazyModules(lazyModules, deferredModules, () =>
    handler.query(new Request(new URL(path, 'http://prerender.invalid'))),
  );
  if (context instanceof Response) {
    throw new Error(
      `${path}: the route answered a redirect (${context.status}) while prerendering`,
    );
  }
  if (context.statusCode !== 200) {
    throw new Error(`${path}: the route answered ${context.statusCode} while prerendering`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  const fallback: Record<string, unknown> = {};
  const unavailable = new Set<string>();
  for (let round = 1; ; round += 1) {
    const asked = new Map<string, AssetFetcher>();
    const html = renderWithoutNavigate(path, () =>
      renderToString(
        <PortalProviders edition={edition}>
          <SwrFallback fallback={fallback} onRequest={(key, fetcher) => asked.set(key, fetcher)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SwrFallback>
        </PortalProviders>,
      ),
    );
    const missing = [...asked].filter(([key]) => !(key in fallback) && !unavailable.has(key));
    if (missing.length === 0 || round === maxRounds) {
      const early = formsSubmittableBeforeHydration(html);
      if (early.length > 0) {
        throw new Error(
          `${path} (${productFlag}): a form the browser would submit itself, as a GET with its ` +
            `fields in the address, before the page hydrates (disable its button with ` +
            `useSchemaForm's isHydrated, or give it an action): ${early.join('; ')}`,
        );
      }
      const title = pageTitle(router.state.matches.map((match) => match.route.handle));
      const data: PrerenderedData = { swr: fallback };
      return {
        html,
        title: title ? `${title} | ${edition.titleSuffix}` : edition.titleSuffix,
        description: edition.metaDescription,
        htmlClass: edition.themeClass,
        data: Object.keys(fallback).length > 0 ? serializePrerenderedData(data) : null,
        // main.tsx loads SwrFallback for a page with data: preload it with the route's modules.
        lazyModules: [
          ...lazyModules,
          ...(Object.keys(fallback).length > 0 ? ['src/prerender/swr-fallback.tsx'] : []),
        ],
        deferredModules: [...deferredModules],
      };
    }
    for (const [key, fetcher] of missing) {
      // Only the service's own content files are known at build time; anything else (and a
      // missing file) is left to the browser, and the page renders its loading state for it.
      if (!key.startsWith('/assets/')) {
        unavailable.add(key);
        continue;
      }
      try {
        fallback[key] = await fetcher(key);
      } catch {
        unavailable.add(key);
      }
    }
  }
}

/** The deepest route's title, as usePageTitle reads it (deepestHandle) in the browser. */
function pageTitle(handles: unknown[]): string | undefined {
  return deepestHandle(handles.map((handle) => ({ handle }) as UIMatch))?.title;
}

/**
 * react-router's <Navigate> does nothing in a static render but warn: such a page would be
 * written empty. Failing the build says which page needs a server redirect (editionRedirects)
 * or no prerender at all.
 */
function renderWithoutNavigate(path: string, render: () => string): string {
  const warn = console.warn;
  let navigates = false;
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('<Navigate> must not be used')) navigates = true;
    else warn(...args);
  };
  try {
    const html = render();
    if (navigates) throw new Error(`${path}: the page renders <Navigate> on its first render`);
    return html;
  } finally {
    console.warn = warn;
  }
}

async function recordingLazyModules<T>(
  lazy: Set<string>,
  deferred: Set<string>,
  run: () => Promise<T>,
): Promise<T> {
  globalThis.__portalLazyModules = lazy;
  globalThis.__portalDeferredModules = deferred;
  try {
    return await run();
  } finally {
    globalThis.__portalLazyModules = undefined;
    globalThis.__portalDeferredModules = undefined;
  }
}
