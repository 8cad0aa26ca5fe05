import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isUnsupportedBrowser,
  searchFormPath,
  searchResultsPath,
  unsupportedBrowserPath,
} from '@portal/forms/rules';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { preferredEncoding } from './compressed-html.js';
import type { EditionForRequest } from './edition-for-request.js';
import { clientFolder, type PortalPages, readPortalPages } from './prerendered-pages.js';

const notBuiltMessage =
  'The portal is not built yet (no prerendered.json in PORTAL_DIST). Build it with `npm run build`, then restart the server.';

/**
 * The built portal. Hashed files under /assets/ never change, so browsers may keep them for a
 * year. A page the build prerendered (the public pages, architecture section 6) answers its HTML
 * for the edition of the port it was asked on, so it reads before (or without) JavaScript; every
 * other page address the portal routes itself answers the member pages' shell, stamped with that
 * edition.
 * Pages are never cached, so a new release is picked up on the next visit.
 */
export const webRoutes: FastifyPluginAsync<{
  portalDist: string;
  editionForRequest: EditionForRequest;
}> = async (app, { portalDist, editionForRequest }) => {
  const pages = await readPortalPages(portalDist);
  const clientRoot = path.join(portalDist, clientFolder);

  if (pages) {
    await app.register(fastifyStatic, {
      root: clientRoot,
      // One route per file found at start-up instead of a catch-all: a catch-all GET /* would
      // also swallow unknown /api paths, and those must get the API's 404 envelope.
      wildcard: false,
      // The build writes a .br and a .gz beside each script, stylesheet and image
      // (apps/portal/build/precompress.ts); the one the browser accepts is sent in its place.
      preCompressed: true,
      // Pages and their loaders' data are only ever served for their edition, through the
      // fallback below; Vite's build manifest is the build's, not the browser's.
      globIgnore: ['**/*.html', '**/*.data', '.vite/**', '**/*.br', '**/*.gz'],
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const underAssets = filePath.startsWith(path.join(clientRoot, 'assets') + path.sep);
        reply.header(
          'cache-control',
          underAssets ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The header's search form names this address and its field `query`, so that it works before
  // the header's script has loaded (and without script): the browser asks for
  // /search?query=..., and the reader goes where the app itself would send them (spec section 7,
  // /search/{query}), whose page searches on its own. An empty query leads home.
  app.get(searchFormPath, (request, reply) => {
    const { query } = request.query as { query?: unknown };
    const text = typeof query === 'string' ? query.trim() : '';
    reply.header('cache-control', 'no-store');
    return reply.redirect(text ? searchResultsPath(text) : '/', 302);
  });

  app.setNotFoundHandler((request, reply) => {
    const data = pages && dataRequest(request, pages.data, editionForRequest);
    if (data) {
      reply.header('cache-control', 'no-cache');
      // A redirect as the router's single-fetch protocol writes one: it navigates there.
      if ('redirect' in data) {
        return reply
          .code(204)
          .header('x-remix-redirect', data.redirect)
          .header('x-remix-status', '302')
          .send();
      }
      // The router decodes it (react-router's turbo-stream), as it would a server's answer.
      return reply.type('text/x-script').send(data.data);
    }
    if (!isPageRequest(request)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    }
    reply.header('cache-control', 'no-store');
    // Spec section 2: Internet Explorer and legacy Edge go to /unsupported-browser. It has to happen
    // here: IE never runs the portal's module script, so the app could not send it there itself.
    const userAgent = request.headers['user-agent'] ?? '';
    if (isUnsupportedBrowser(userAgent) && request.url.split('?')[0] !== unsupportedBrowserPath) {
      return reply.redirect(unsupportedBrowserPath, 302);
    }
    if (!pages) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    const edition = editionForRequest(request);
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const redirect = pages.redirect(edition, pathname);
    if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 302);
    const page = pages.page(edition, pathname);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', page.contentSecurityPolicy(policy));
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.html[encoding]);
  });
};

/**
 * A prerendered page's loader data that the router asks for (`/faqs.data`, with a `_routes`
 * query it may add), in the edition of the request's port.
 */
function dataRequest(
  request: FastifyRequest,
  read: PortalPages['data'],
  editionForRequest: EditionForRequest,
): ReturnType<PortalPages['data']> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0] ?? '';
  return pathname.endsWith('.data') ? read(editionForRequest(request), pathname) : undefined;
}

/**
 * A browser navigating to one of the portal's own routes: a GET for HTML of a path without a file
 * extension, outside /assets/. A missing script or image must stay a 404, or the browser would
 * get HTML where it expects code.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname)) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
