import type { Envelope } from '@portal/api/envelope';
import type { Endpoint } from '@portal/api/protocol';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod/mini';
import { parseRequestBody } from './invalid-request.js';
import { withRequestOrigin } from './request-origin.js';

/** The debug line of every call that reached its endpoint's handler. */
export const handlerReachedMessage = 'request reached its handler';

export interface EndpointContext<Req extends z.ZodMiniType> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request body, opened from its envelope and checked against the endpoint's contract. */
  body: z.output<Req>;
}

/**
 * Registers the route of an @portal/api endpoint, so the contract decides the method, the path,
 * whether a session is needed (or, with `optionalSession`, checked when a token comes), whether
 * the body travels encrypted and whether the call is idempotent. Checks run in this order: the
 * session (401), the envelope (400), the contract (400), the Idempotency-Key (idempotency.ts: a
 * repeat answers the first answer), then the handler.
 */
export function registerEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  /**
   * Returns the endpoint's envelope, an error envelope (after setting the status), or the reply
   * when it answered itself (a 429, say).
   */
  handler: (
    context: EndpointContext<Req>,
  ) => Promise<z.input<Res> | Envelope<{ strMessage: string }> | FastifyReply>,
): void {
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (endpoint.authenticated) preHandler.push(app.requireMember);
  else if (endpoint.optionalSession) preHandler.push(app.memberIfToken);
  if (endpoint.encrypted !== false) preHandler.push(app.openEnvelope);
  const method = endpoint.method ?? 'POST';
  app.route({
    method,
    url: endpoint.path,
    config: { opensSession: endpoint.opensSession === true },
    preHandler,
    handler: (request, reply) =>
      // Audit rows written while answering record where the request came from.
      withRequestOrigin(request, async () => {
        // A GET has no body: its fields come in the query string (`?text=…`). A call without a
        // body means the same as `{}`.
        const body = parseRequestBody(
          endpoint.request,
          method === 'GET' ? (request.query ?? {}) : (request.body ?? {}),
        );
        // The one sign that a call passed the session, the envelope and its contract: at
        // LOG_LEVEL=debug an operator sees which calls reach their handlers (and the fuzz harness
        // counts them, src/fuzz/). Disabled levels cost nothing here (logging.ts).
        request.log.debug({ endpoint: endpoint.path }, handlerReachedMessage);
        if (endpoint.idempotent) {
          return app.answerOnce(request, reply, () => handler({ request, reply, body }));
        }
        return handler({ request, reply, body });
      }),
  });
}
