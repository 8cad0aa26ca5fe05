import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductFlag } from '@portal/forms/code-lists';
import { type CompressedHtml, compressHtml } from './compressed-html.js';

/** What the portal's build serves to browsers, under its build directory (PORTAL_DIST). */
export const clientFolder = 'client';

/** The build's list of its pages (apps/portal/build/record-prerendered-pages.ts writes it). */
const manifestFile = 'prerendered.json';

/** The member pages' shell carries this where the service writes the edition. */
const editionPlaceholder = '__PORTAL_EDITION__';

type PrerenderedFile = {
  file: string;
  scriptHashes: string[];
  /** Its inline <style> elements' hashes: the build writes a public page's stylesheets into it. */
  styleHashes?: string[];
  data?: string;
};
type PrerenderManifest = {
  shell: PrerenderedFile;
  editions: Record<
    ProductFlag,
    { pages: Record<string, PrerenderedFile>; redirects: Record<string, string> }
  >;
  inlineStyleHashes: string[];
  /**
   * Every first segment of a path the portal routes: the route table's, and the editions'
   * prefixes (absent from a build before them).
   */
  routeSegments?: string[];
};

/** Spec section 2: 'Any unknown path redirects here.' */
export const pageNotFoundPath = '/page-not-found';

/** A page's HTML, and the content security policy that lets exactly its inline parts run. */
export type PortalPage = {
  html: CompressedHtml;
  /**
   * `policy` with the page's inline scripts and `<style>` (its stylesheets, which the build writes
   * into a public page so that it paints without fetching them) allowed by hash, and the pages'
   * style attributes.
   */
  contentSecurityPolicy(policy: string): string;
};

export type PortalPages = {
  /**
   * The page the edition answers for this path: its prerendered HTML (a public page of spec
   * section 2), or else the member pages' shell stamped with the edition, which the portal's
   * router renders in the browser.
   */
  page(edition: ProductFlag, pathname: string): PortalPage;
  /**
   * Where the edition sends this path at once: MP's root path to /login (spec section 2), and a
   * path the portal does not route to the page-not-found page.
   */
  redirect(edition: ProductFlag, pathname: string): string | undefined;
  /**
   * The data of a prerendered page's loaders, which the portal's router asks for as
   * `<path>.data` (`/_.data` for the root path) when a reader navigates to the page; or, for a
   * path the edition redirects, where to.
   */
  data(
    edition: ProductFlag,
    dataPathname: string,
  ): { data: Buffer } | { redirect: string } | undefined;
};

/**
 * Reads every page of the portal's build into memory at start-up, compressed too (a few hundred
 * kB for both editions). Null when the portal is not built.
 */
export async function readPortalPages(portalDist: string): Promise<PortalPages | null> {
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(portalDist, manifestFile), 'utf8'));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const attributeSources = sources(manifest.inlineStyleHashes);
  const read = (file: string) =>
    readFile(path.join(portalDist, clientFolder, path.normalize(file)), 'utf8');
  const portalPage = (
    html: string,
    { scriptHashes, styleHashes = [] }: PrerenderedFile,
    attributes: string[] = attributeSources,
  ): PortalPage => {
    const styleSources = [
      // 'unsafe-hashes' lets the hashes allow style attributes too, and nothing else.
      ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : []),
      ...sources(styleHashes),
    ];
    return {
      html: compressHtml(html),
      contentSecurityPolicy: (policy) =>
        appendSources(
          appendSources(policy, 'script-src', sources(scriptHashes)),
          'style-src',
          styleSources,
        ),
    };
  };

  const shellHtml = await read(manifest.shell.file);
  const pages = new Map<string, PortalPage>();
  const redirects = new Map<string, string>();
  const data = new Map<string, Buffer>();
  const shells = {} as Record<ProductFlag, PortalPage>;
  for (const [edition, { pages: files, redirects: targets }] of Object.entries(
    manifest.editions,
  ) as [ProductFlag, PrerenderManifest['editions'][ProductFlag]][]) {
    // The shell shows no page of its own: React renders the member pages' styles through the DOM.
    shells[edition] = portalPage(
      shellHtml.replaceAll(editionPlaceholder, edition),
      manifest.shell,
      [],
    );
    for (const [pathname, file] of Object.entries(files)) {
      pages.set(`${edition} ${pathname}`, portalPage(await read(file.file), file));
      if (file.data) {
        const asked = pathname === '/' ? '/_.data' : `${pathname}.data`;
        data.set(`${edition} ${asked}`, Buffer.from(await read(file.data), 'utf8'));
      }
    }
    for (const [pathname, target] of Object.entries(targets)) {
      redirects.set(`${edition} ${pathname}`, target);
    }
  }
  // The route table puts an optional edition prefix before every path (`:edition?`), so the
  // router would take an unknown first segment ('/faq', a typo of '/faqs') for an edition and
  // show the home page's route without its data, which fails. Such a path is no page.
  const firstSegments = new Set(manifest.routeSegments);
  const routed = (pathname: string) => {
    const first = pathname.split('/').find((segment) => segment !== '');
    return first === undefined || !manifest.routeSegments || firstSegments.has(first);
  };
  const redirect = (edition: ProductFlag, pathname: string) =>
    routed(pathname) ? redirects.get(`${edition} ${canonicalPath(pathname)}`) : pageNotFoundPath;
  return {
    page: (edition, pathname) =>
      pages.get(`${edition} ${canonicalPath(pathname)}`) ?? shells[edition],
    redirect,
    data: (edition, dataPathname) => {
      const found = data.get(`${edition} ${dataPathname}`);
      if (found) return { data: found };
      const pathname = dataPathname === '/_.data' ? '/' : dataPathname.replace(/\.data$/, '');
      const target = redirect(edition, pathname);
      return target ? { redirect: target } : undefined;
    },
  };
}

/** The manifest's hashes as policy sources; anything else in it (nothing should be) is left out. */
function sources(hashes: string[]): string[] {
  return hashes.filter((hash) => /^sha256-[A-Za-z0-9+/]+=*$/.test(hash)).map((hash) => `'${hash}'`);
}

/** The policy with `sources` added to its `directive` (a policy without it is left as it is). */
function appendSources(policy: string, directive: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    new RegExp(`(^|;)(\\s*${directive}(?=[\\s;]|$)[^;]*)`),
    (_match, start: string, found: string) => `${start}${found.trimEnd()} ${sources.join(' ')}`,
  );
}

/** The router matches /faqs and /faqs/ alike; so does this. */
function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
