import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isUnsupportedBrowser, type ProductFlag, unsupportedBrowserPath } from '@portal/forms';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EditionForRequest } from './edition-for-request.js';

/** index.html carries `<meta name="portal-edition" content="__PORTAL_EDITION__">`. */
const editionPlaceholder = '__PORTAL_EDITION__';

const notBuiltMessage =
  'The portal is not built yet (no index.html in PORTAL_DIST). Build it with `npm run build`, then restart the server.';

/**
 * The built portal. Hashed files under /assets/ never change, so browsers may keep them for a
 * year; every page address the portal routes itself answers index.html, stamped with the edition
 * of the port it was asked on and never cached, so a new release is picked up on the next visit.
 */
export const webRoutes: FastifyPluginAsync<{
  portalDist: string;
  editionForRequest: EditionForRequest;
}> = async (app, { portalDist, editionForRequest }) => {
  const indexHtml = await readIndexHtml(portalDist);
  const pages: Record<ProductFlag, string> | null =
    indexHtml === null
      ? null
      : {
          MFB: indexHtml.replaceAll(editionPlaceholder, 'MFB'),
          MP: indexHtml.replaceAll(editionPlaceholder, 'MP'),
        };

  if (pages) {
    await app.register(fastifyStatic, {
      root: portalDist,
      // One route per file found at start-up instead of a catch-all: a catch-all GET /* would
      // also swallow unknown /api paths, and those must get the API's 404 envelope.
      wildcard: false,
      // HTML is only ever served stamped with an edition, through the fallback below.
      globIgnore: ['**/*.html'],
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const underAssets = filePath.startsWith(path.join(portalDist, 'assets') + path.sep);
        reply.header(
          'cache-control',
          underAssets ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
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
    return reply.type('text/html; charset=utf-8').send(pages[editionForRequest(request)]);
  });
};

/** The portal's index.html, or null when the portal is not built; any other failure stops start-up. */
async function readIndexHtml(portalDist: string): Promise<string | null> {
  try {
    return await readFile(path.join(portalDist, 'index.html'), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
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
