import { buildErrorMessagesAsset } from '@portal/forms';
import type { FastifyPluginAsync } from 'fastify';

/** Spec section 7: the message catalogue as an asset, read by the portal (and anyone else) as text. */
export const errorMessagesAssetPath = '/assets/error-messages/errormsg.json';

/**
 * Content assets the service builds from the shared packages rather than from files, so the
 * portal's wording and the service's can never drift apart. Not encrypted (spec section 7 exempts
 * .json assets) and not personal, so caches may keep them for a few minutes.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const errorMessages = JSON.stringify(buildErrorMessagesAsset());
  app.get(errorMessagesAssetPath, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(errorMessages),
  );
};
