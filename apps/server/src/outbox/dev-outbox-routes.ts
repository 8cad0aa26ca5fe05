import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/create-database.js';
import { devOutboxStylesheet, renderDevOutboxPage } from './dev-outbox-page.js';
import { listOutboxMessages } from './outbox-queries.js';

/** Enough to find a code sent a moment ago without the page growing without bound. */
const shownMessages = 100;

/**
 * GET /dev/outbox: what the demo has sent, newest first. Refused (404) in production mode, where
 * the outbox may hold other people's messages and no demo visitor should read them.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ db: Database; demoMode: boolean }> = async (
  app,
  { db, demoMode },
) => {
  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!demoMode) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    const messages = await listOutboxMessages(db, shownMessages);
    return reply.type('text/html; charset=utf-8').send(renderDevOutboxPage(messages));
  });
  app.get('/dev/outbox.css', async (_request, reply) => {
    if (!demoMode) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    return reply.type('text/css; charset=utf-8').send(devOutboxStylesheet);
  });
};
