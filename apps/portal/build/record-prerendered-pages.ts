// The build's last step (react-router.config.ts `buildEnd`): writes each prerendered page's
// stylesheets into the page (inline-page-styles.ts), then lists what the framework prerendered for
// the service, in dist/prerendered.json (never served): each edition's pages with the CSP hashes
// of their inline scripts and styles, the member pages' shell, and the edition redirects. The
// service (apps/server/src/web/prerendered-pages.ts) reads it at start-up.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  editionPrefixes,
  editionRedirects,
  prerenderedPaths,
} from '../src/app/prerendered-pages.js';
import { inlinePageStyles } from './inline-page-styles.js';

/** A page the service answers with a file of dist/client, and the hashes its policy allows. */
export type PrerenderedFile = {
  /** Relative to dist/client. */
  file: string;
  /** 'sha256-…' of each inline <script> the framework wrote into the page. */
  scriptHashes: string[];
  /** 'sha256-…' of each inline <style> of the page: its stylesheets, written in by the build. */
  styleHashes: string[];
  /**
   * Its loaders' data (relative to dist/client), which the router fetches as `<path>.data` when
   * a reader navigates to the page in the browser; absent for a page without a loader.
   */
  data?: string;
};

/** dist/prerendered.json (apps/server/src/web/prerendered-pages.ts reads the same shape). */
export type PrerenderManifest = {
  /** The member pages' shell (the framework's SPA fallback), stamped with the edition by the service. */
  shell: PrerenderedFile;
  editions: Record<
    keyof typeof editionPrefixes,
    { pages: Record<string, PrerenderedFile>; redirects: Record<string, string> }
  >;
  /**
   * 'sha256-…' of the style attributes in the pages' HTML: React sets a `style` prop through the
   * DOM, which the policy allows, but in HTML it is an inline style (react-aria's fields write
   * their hidden inputs' styles this way).
   */
  inlineStyleHashes: string[];
  /**
   * The first segment of every route's path under the edition prefix ('login', 'tools',
   * 'enrollment'…; routes.ts), and the editions' prefixes. The router would take any other first
   * segment for an edition (`:edition?`), so the service sends such a path to the page-not-found
   * page instead (spec section 2).
   */
  routeSegments: string[];
};

/** A route of the build's manifest, as far as its path goes. */
type ManifestRoute = { id: string; parentId?: string; path?: string };

/** The first segments of the route table's paths, from the build's route manifest. */
export function routeSegmentsOf(routes: Record<string, ManifestRoute>): string[] {
  const fullPath = (route: ManifestRoute | undefined): string[] =>
    route
      ? [...fullPath(route.parentId ? routes[route.parentId] : undefined), route.path ?? '']
      : [];
  const segments = new Set<string>();
  for (const route of Object.values(routes)) {
    const [first] = fullPath(route)
      .join('/')
      .split('/')
      .filter((segment) => segment !== '' && segment !== ':edition?');
    if (first && first !== '*' && !first.startsWith(':')) segments.add(first);
  }
  return [...segments].sort();
}

const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export async function recordPrerenderedPages(
  buildDirectory: string,
  routes: Record<string, ManifestRoute>,
): Promise<void> {
  const client = path.join(buildDirectory, 'client');
  const attributeStyleHashes = new Set<string>();

  async function record(file: string, { inlineStyles = true } = {}): Promise<PrerenderedFile> {
    const built = await readFile(path.join(client, file), 'utf8');
    const html = inlineStyles ? await inlinePageStyles(client, built) : built;
    if (html !== built) await writeFile(path.join(client, file), html);
    const scriptHashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
      .map(([, , body = '']) => cspHash(body));
    for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g)) {
      attributeStyleHashes.add(cspHash(unescapeHtml(value)));
    }
    const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
      ([, body = '']) => cspHash(body),
    );
    return {
      file,
      scriptHashes: [...new Set(scriptHashes)],
      styleHashes: [...new Set(styleHashes)],
    };
  }

  const manifest: PrerenderManifest = {
    // The shell shows nothing until its scripts have run: its stylesheets stay links, fetched
    // with them, and cached for every member page.
    shell: await record('index.html', { inlineStyles: false }),
    editions: { MFB: { pages: {}, redirects: {} }, MP: { pages: {}, redirects: {} } },
    inlineStyleHashes: [],
    routeSegments: [...routeSegmentsOf(routes), ...Object.values(editionPrefixes)],
  };
  for (const [flag, prefix] of Object.entries(editionPrefixes) as [
    keyof typeof editionPrefixes,
    string,
  ][]) {
    const edition = manifest.editions[flag];
    edition.redirects = editionRedirects[flag];
    const written = new Set(
      (await readdir(path.join(client, prefix), { recursive: true })).map((file) =>
        file.split(path.sep).join('/'),
      ),
    );
    for (const pagePath of prerenderedPaths) {
      if (edition.redirects[pagePath]) continue;
      const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
      if (!written.has(file)) throw new Error(`${prefix}/${file} was not prerendered`);
      const page = await record(`${prefix}/${file}`);
      const data = `${prefix}${pagePath === '/' ? '' : pagePath}.data`;
      edition.pages[pagePath] = existsSync(path.join(client, data)) ? { ...page, data } : page;
    }
  }
  manifest.inlineStyleHashes = [...attributeStyleHashes].sort();
  await writeFile(
    path.join(buildDirectory, 'prerendered.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
