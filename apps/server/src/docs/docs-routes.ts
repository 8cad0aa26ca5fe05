import { createOpenApiDocument } from '@portal/api/openapi';
import type { FastifyPluginAsync } from 'fastify';
import { openApiFileText } from '../openapi/openapi-file.js';
import { docsStylesheet, renderDocsPage } from './docs-page.js';

/**
 * The API's documentation, generated from the contracts: GET /api/docs (HTML, no script),
 * /api/docs/openapi.json (the OpenAPI 3.1 document, the same text as apps/server/openapi.json) and
 * /api/docs/docs.css. Made once at start-up.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  const document = createOpenApiDocument();
  const page = renderDocsPage(document);
  const json = openApiFileText(document);

  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(json),
  );
  app.get('/docs/docs.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(docsStylesheet),
  );
};
