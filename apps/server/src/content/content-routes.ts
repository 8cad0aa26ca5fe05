import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildErrorMessagesAsset } from '@portal/forms/catalogue';
import { publicPlanPricesOf } from '@portal/forms/plans';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { planCatalogue } from '../plans/plan-catalogue.js';
import type { ServiceClock } from '../platform/service-clock.js';
import { contentDir, contentFolders, loadContentFolder, mediaFolder } from './content-files.js';
import {
  createPolicyDocumentCache,
  isPolicyDocumentName,
  policyDocumentsPath,
} from './policy-documents.js';

/**
 * Spec sections 1 and 9: the public pages' monthly prices, keys standard and high. Not a file:
 * the plan catalogue's Self Only monthly rates of the plan year current on the service's clock
 * (domain.md section 3), so the public site and the member pages price from one source.
 */
export const planPricesAssetPath = '/assets/metadata/plan-prices.json';

/** Spec section 7: the message catalogue as an asset, read by the portal (and anyone else) as text. */
export const errorMessagesAssetPath = '/assets/error-messages/errormsg.json';

/** Not personal and not encrypted (spec section 7 exempts .json/.html assets and PDFs). */
const contentCacheControl = 'public, max-age=300';

/**
 * The public site's content assets (spec section 7, Content and external services): the error
 * catalogue built from the shared packages, the metadata and footer files of content/,
 * and the policy PDFs generated from its texts. These routes are registered before the portal's
 * static files, whose /assets/ are cached for a year: these may change without a release, so
 * caches keep them for five minutes only. A name outside the allow-lists is a plain 404.
 */
export const contentRoutes: FastifyPluginAsync<{ clock: ServiceClock }> = async (
  app,
  { clock },
) => {
  const catalogue = planCatalogue();
  app.get(planPricesAssetPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', contentCacheControl)
      .send(JSON.stringify(publicPlanPricesOf(catalogue, clock.today()), null, 2)),
  );

  const errorMessages = JSON.stringify(buildErrorMessagesAsset());
  app.get(errorMessagesAssetPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', contentCacheControl)
      .send(errorMessages),
  );

  for (const folder of contentFolders) {
    const files = await loadContentFolder(folder);
    app.get<{ Params: { name: string } }>(`${folder.urlPath}/:name`, async (request, reply) => {
      const file = files.get(request.params.name);
      if (file === undefined) return notFound(reply);
      return reply.type(folder.contentType).header('cache-control', contentCacheControl).send(file);
    });
  }

  await app.register(fastifyStatic, {
    root: path.join(contentDir, mediaFolder.folder),
    prefix: mediaFolder.urlPath,
    // One route per allowed file, found at start-up; anything else under the prefix is a 404.
    wildcard: false,
    allowedPath: (pathName) => mediaFolder.names.some((name) => pathName === `/${name}`),
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', contentCacheControl);
    },
  });

  const policyDocument = createPolicyDocumentCache();
  app.get<{ Params: { name: string } }>(`${policyDocumentsPath}/:name`, async (request, reply) => {
    const name = request.params.name.replace(/\.pdf$/, '');
    if (`${name}.pdf` !== request.params.name || !isPolicyDocumentName(name))
      return notFound(reply);
    const pdf = await policyDocument(name);
    return (
      reply
        .type('application/pdf')
        .header('cache-control', contentCacheControl)
        // The saved file is named for what it is, without the '-pb' of the individual plans' copy.
        .header('content-disposition', `inline; filename="${name.replace(/-pb$/, '')}.pdf"`)
        .send(pdf)
    );
  });
};

/** The same plain 404 the service gives any missing file under /assets/, never the portal's page. */
function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
}
