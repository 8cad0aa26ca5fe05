import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductFlag } from '@portal/forms/code-lists';
import { type CompressedHtml, compressHtml } from './compressed-html.js';

/** The portal build writes its prerendered public pages here, with this manifest. */
export const prerenderedFolder = 'prerendered';

/** dist/prerendered/manifest.json, as apps/portal/build/prerender.ts writes it. */
type PrerenderManifest = {
  editions: Record<
    ProductFlag,
    { pages: Record<string, string>; redirects: Record<string, string> }
  >;
  /** CSP hashes of the inline styles (stylesheet, style attributes) of the pages' HTML. */
  inlineStyleHashes?: string[];
};

export type PrerenderedPages = {
  /** The page's HTML for the edition, or undefined when the path is not prerendered. */
  page(edition: ProductFlag, pathname: string): CompressedHtml | undefined;
  /** Where the edition sends this path at once (spec section 2: MP's root path to /login). */
  redirect(edition: ProductFlag, pathname: string): string | undefined;
  /**
   * The content security policy for a prerendered page: `policy` with the page's inline styles
   * allowed by hash, and only those: the stylesheet the build writes into the page (so it paints
   * without another request) and the style attributes React writes into HTML where the browser
   * would set them through the DOM (allowed by style-src 'self'), such as react-aria's DateField's.
   */
  contentSecurityPolicy(policy: string): string;
};

const noPages: PrerenderedPages = {
  page: () => undefined,
  redirect: () => undefined,
  contentSecurityPolicy: (policy) => policy,
};

/**
 * Reads every prerendered page into memory at start-up, compressed too (a few hundred kB for both
 * editions). A build without them (an older one) serves the app shell for every page, as before.
 */
export async function readPrerenderedPages(portalDist: string): Promise<PrerenderedPages> {
  const folder = path.join(portalDist, prerenderedFolder);
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return noPages;
    throw error;
  }
  const pages = new Map<string, CompressedHtml>();
  const redirects = new Map<string, string>();
  for (const [edition, { pages: files, redirects: targets }] of Object.entries(manifest.editions)) {
    for (const [pathname, file] of Object.entries(files)) {
      const html = await readFile(path.join(folder, path.normalize(file)), 'utf8');
      pages.set(`${edition} ${pathname}`, compressHtml(html));
    }
    for (const [pathname, target] of Object.entries(targets)) {
      redirects.set(`${edition} ${pathname}`, target);
    }
  }
  const hashes = (manifest.inlineStyleHashes ?? []).filter((hash) =>
    /^sha256-[A-Za-z0-9+/]+=*$/.test(hash),
  );
  const styleSources = hashes.length
    ? ` 'unsafe-hashes' ${hashes.map((hash) => `'${hash}'`).join(' ')}`
    : '';
  return {
    page: (edition, pathname) => pages.get(`${edition} ${canonicalPath(pathname)}`),
    redirect: (edition, pathname) => redirects.get(`${edition} ${canonicalPath(pathname)}`),
    contentSecurityPolicy: (policy) =>
      styleSources
        ? policy.replace(
            /(^|;)(\s*style-src(?=[\s;]|$)[^;]*)/,
            (_match, start: string, directive: string) =>
              `${start}${directive.trimEnd()}${styleSources}`,
          )
        : policy,
  };
}

/** The router matches /faqs and /faqs/ alike; so does this. */
function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
