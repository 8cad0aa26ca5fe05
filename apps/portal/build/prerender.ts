// Writes the prerendered public pages (architecture section 6) after `vite build` and the
// prerender's own build (vite.prerender.config.ts): for each edition and each route marked
// `prerender: true`, a copy of dist/index.html with the page's HTML, title, edition and theme in
// it, under dist/prerendered/<edition>/, and dist/prerendered/manifest.json for the server.
// Run by `npm run build` (Node runs this TypeScript file directly).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/prerender/render-page.js';

type ProductFlag = 'MFB' | 'MP';
type PrerenderEntry = {
  prerenderPaths(): string[];
  editionRedirects(productFlag: ProductFlag): Record<string, string>;
  renderPage(path: string, productFlag: ProductFlag): Promise<RenderedPage>;
};
type ManifestChunk = { file: string; imports?: string[] };

/** What the server reads (apps/server/src/web/prerendered-pages.ts keeps the same shape). */
export type PrerenderManifest = {
  editions: Record<
    ProductFlag,
    { pages: Record<string, string>; redirects: Record<string, string> }
  >;
  /**
   * CSP hashes ('sha256-…') of the inline styles of the pages, which the policy (style-src 'self')
   * refuses unless the server allows their hashes for these pages: the stylesheet written into
   * each page, and the style attributes in their HTML (React sets a `style` prop through the DOM,
   * which the policy allows, but in HTML it is an inline style; react-aria's DateField, for one,
   * writes its hidden input and segments' styles this way).
   */
  inlineStyleHashes: string[];
};

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(appRoot, 'dist');
const outDir = path.join(dist, 'prerendered');
const entryFile = path.join(appRoot, 'node_modules/.cache/portal-prerender/render-page.js');
/** The service's content files: the prerender reads what the service serves at /assets/. */
const contentDir = path.resolve(appRoot, '../../content');
const productFlags: ProductFlag[] = ['MFB', 'MP'];
const editionPlaceholder = '__PORTAL_EDITION__';

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const clientManifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

// The pages' content hooks fetch `/assets/...` as they do in the browser; here those addresses
// are answered from the content folder the service serves them from (apps/server content-files).
globalThis.fetch = async (input) => {
  const url = new URL(
    typeof input === 'string' || input instanceof URL ? input : input.url,
    'http://prerender.invalid',
  );
  const file = path.join(contentDir, decodeURIComponent(url.pathname.replace(/^\/assets\//, '')));
  if (
    !url.pathname.startsWith('/assets/') ||
    !file.startsWith(contentDir + path.sep) ||
    !existsSync(file)
  ) {
    return new Response('Not found.', { status: 404, statusText: 'Not Found' });
  }
  return new Response(await readFile(file));
};

const entry = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry;

await rm(outDir, { recursive: true, force: true });
const manifest: PrerenderManifest = {
  editions: { MFB: { pages: {}, redirects: {} }, MP: { pages: {}, redirects: {} } },
  inlineStyleHashes: [],
};
const inlineStyleHashes = new Set<string>();
const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// The app's one stylesheet (cssCodeSplit: false) goes into each page as a <style>: the page paints
// as soon as its HTML arrives, without waiting for another request first.
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(
  template,
);
if (!stylesheetLink?.[1]) throw new Error('dist/index.html links no stylesheet');
const stylesheetTag = stylesheetLink[0];
const stylesheet = (await readFile(path.join(dist, stylesheetLink[1]), 'utf8')).trim();
if (/<\/style/i.test(stylesheet)) {
  throw new Error('the stylesheet cannot be written into a <style>');
}
// Vite writes root-relative URLs (/assets/...), which mean the same from the page: a relative one
// would resolve against the page's path once the stylesheet is in it.
if (/url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/)/i.test(stylesheet)) {
  throw new Error('the stylesheet has a relative url(), which would break inside the page');
}
inlineStyleHashes.add(cspHash(stylesheet));
for (const productFlag of productFlags) {
  const redirects = entry.editionRedirects(productFlag);
  manifest.editions[productFlag].redirects = redirects;
  for (const pagePath of entry.prerenderPaths()) {
    if (redirects[pagePath]) continue;
    const page = await entry.renderPage(pagePath, productFlag);
    for (const [, value = ''] of page.html.matchAll(/\sstyle="([^"]*)"/g)) {
      inlineStyleHashes.add(cspHash(unescapeHtml(value)));
    }
    const file = `${productFlag}/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), pageDocument(page, productFlag));
    manifest.editions[productFlag].pages[pagePath] = file;
  }
}
manifest.inlineStyleHashes = [...inlineStyleHashes].sort();
await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const count = Object.values(manifest.editions).reduce(
  (sum, e) => sum + Object.keys(e.pages).length,
  0,
);
process.stdout.write(`prerendered ${count} pages into ${path.relative(appRoot, outDir)}/\n`);

/** index.html with the page in it; each insertion point must be there exactly once. */
function pageDocument(page: RenderedPage, productFlag: ProductFlag): string {
  let html = template;
  const replaceOnce = (find: string, replacement: string) => {
    const at = html.indexOf(find);
    if (at < 0 || html.indexOf(find, at + find.length) >= 0) {
      throw new Error(`dist/index.html must hold ${JSON.stringify(find)} exactly once`);
    }
    html = html.slice(0, at) + replacement + html.slice(at + find.length);
  };
  replaceOnce('<html lang="en">', `<html lang="en" class="${escapeHtml(page.htmlClass)}">`);
  replaceOnce(`content="${editionPlaceholder}"`, `content="${productFlag}"`);
  replaceOnce(
    /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '<title>',
    `<title>${escapeHtml(page.title)}</title>`,
  );
  replaceOnce(
    /<meta name="description" content="[^"]*"/.exec(html)?.[0] ?? '<meta name="description"',
    `<meta name="description" content="${escapeHtml(page.description)}"`,
  );
  const preloaded = new Set(
    routeChunks(page.lazyModules).filter((file) => !html.includes(`"/${file}"`)),
  );
  // A deferred part's chunks at low priority: they arrive after what the first paint needs
  // (Lighthouse counts every high-priority script requested before the first paint against it).
  // A shell part hydrates when they arrive; a page waits for its own parts before it hydrates.
  const deferred = routeChunks(page.deferredModules).filter(
    (file) => !preloaded.has(file) && !html.includes(`"/${file}"`),
  );
  const preloads = [
    ...[...preloaded].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
    ...deferred.map(
      (file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">\n`,
    ),
  ].join('');
  replaceOnce('</head>', `${preloads}  </head>`);
  replaceOnce(stylesheetTag, `<style>${stylesheet}</style>`);
  replaceOnce('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (page.data) {
    replaceOnce(
      '</body>',
      `  <script type="application/json" id="portal-prerendered-data">${page.data}</script>\n  </body>`,
    );
  }
  return html;
}

/** The client chunks of the page's lazy modules and every chunk they import. */
function routeChunks(modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = clientManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/** An attribute's value as the browser reads it (React escapes these five). */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
