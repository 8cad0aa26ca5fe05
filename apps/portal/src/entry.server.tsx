import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { PortalProviders } from './app/portal-providers.js';
import { editionOfPrerenderPath } from './app/prerendered-pages.js';
import { editions } from './editions/all-editions.js';
import { formsSubmittableBeforeHydration } from './prerender/unhydrated-form-check.js';
import { WebFontPreload } from './prerender/web-font-preload.js';

/**
 * The build's renderer (the portal has no runtime server rendering: react-router.config.ts sets
 * `ssr: false`). It renders each prerendered page with the edition its path is prefixed with, and
 * the member pages' shell without one.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const url = new URL(request.url);
  const flag = editionOfPrerenderPath(url.pathname);
  const edition = flag ? editions[flag] : null;
  const stream = await renderToReadableStream(
    <PortalProviders edition={edition}>
      <WebFontPreload>
        <ServerRouter context={routerContext} url={request.url} />
      </WebFontPreload>
    </PortalProviders>,
    { signal: request.signal },
  );
  // The whole page, the router's data stream included (it renders in Suspense boundaries): a
  // prerendered page is a file, not a stream.
  await stream.allReady;
  // React writes the doctype of a document it renders.
  const html = await new Response(stream).text();
  const early = formsSubmittableBeforeHydration(html);
  if (early.length > 0) {
    throw new Error(
      `${url.pathname}: a form the browser would submit itself, as a GET with its fields in the ` +
        `address, before the page hydrates (disable its button with useSchemaForm's isHydrated, ` +
        `or give it an action): ${early.join('; ')}`,
    );
  }
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(html, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
