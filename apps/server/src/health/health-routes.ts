import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/create-database.js';

/**
 * GET /api/health for load balancers and start-up scripts: ok only when the database answers.
 * Deliberately not in the envelope; it is for machines, not the portal.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
