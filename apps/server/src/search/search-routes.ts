import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope } from '../platform/envelope.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { loadSiteDocuments } from './site-documents.js';
import { SiteSearchIndex } from './site-search-index.js';

/**
 * The site search service (spec section 7): autocomplete and search over the public content of
 * the edition asked on. Open to visitors and exempt from the encryption envelope; the indexes are
 * built once at start-up from content/ (a changed content file is picked up on restart).
 */
export const searchRoutes: FastifyPluginAsync<{ editionForRequest: EditionForRequest }> = async (
  app,
  { editionForRequest },
) => {
  const documents = await loadSiteDocuments();
  const indexes: Record<ProductFlag, SiteSearchIndex> = {
    MFB: new SiteSearchIndex(documents.MFB),
    MP: new SiteSearchIndex(documents.MP),
  };

  registerEndpoint(app, endpoints.searchAutocomplete, async ({ request, body }) =>
    envelope(returnCodes.success, {
      suggestions: indexes[editionForRequest(request)].suggest(body.text),
    }),
  );

  registerEndpoint(app, endpoints.siteSearch, async ({ request, body }) =>
    envelope(returnCodes.success, indexes[editionForRequest(request)].search(body)),
  );
};
