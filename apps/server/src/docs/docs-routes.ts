import { readFile } from 'node:fs/promises';
import { createOpenApiDocument, envelopeProtocolUrl } from '@portal/api/openapi';
import type { FastifyPluginAsync } from 'fastify';
import { envelopeProtocolFile } from '../config.js';
import { openApiFileText } from '../openapi/openapi-file.js';
import { docsStylesheet, renderDocsPage } from './docs-page.js';

/**
 * The API's documentation, generated from the contracts: GET /api/docs (HTML, no script),
 * /api/docs/openapi.json (the OpenAPI 3.1 document, the same text as apps/server/openapi.json) and
 * /api/docs/docs.css; and the envelope's protocol document, /api/docs/envelope-v2.md (Markdown,
 * from @portal/api's docs folder), so another team can write a client from what the service
 * publishes. Made once at start-up.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  const document = createOpenApiDocument();
  const page = renderDocsPage(document);
  const json = openApiFileText(document);
  // Absent from a checkout without the package's docs: then the link answers 404.
  const protocol = await readFile(envelopeProtocolFile, 'utf8').catch(() => undefined);

  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/docs/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(json),
  );
  app.get(envelopeProtocolUrl.replace(/^\/api/, ''), async (_request, reply) =>
    protocol === undefined
      ? reply.callNotFound()
      : reply.type('text/markdown; charset=utf-8').send(protocol),
  );
  app.get('/docs/docs.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(docsStylesheet),
  );
};
