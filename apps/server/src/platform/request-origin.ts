import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * Where the request being answered came from: the client's address (Fastify's `request.ip`, which
 * believes X-Forwarded-For only from TRUST_PROXY) and its user agent. Every endpoint's handler runs
 * inside it (endpoint-routes.ts), so each audit row records where its change came from without
 * every service function passing the request down; the activity log shows it (issue 22).
 */
export interface RequestOrigin {
  clientAddress: string | null;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/** A user agent is the client's own text: kept to one line of bounded length. */
const USER_AGENT_MAX_LENGTH = 300;

export function requestOriginOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  const userAgent =
    typeof agent === 'string' && agent.length > 0
      ? agent.replaceAll(/\p{Cc}/gu, ' ').slice(0, USER_AGENT_MAX_LENGTH)
      : null;
  return { clientAddress: request.ip || null, userAgent };
}

/** Runs `work` with the request's origin available to currentRequestOrigin(). */
export function withRequestOrigin<T>(request: FastifyRequest, work: () => T): T {
  return storage.run(requestOriginOf(request), work);
}

/** The origin of the request being answered; undefined outside a request (seeds, jobs). */
export function currentRequestOrigin(): RequestOrigin | undefined {
  return storage.getStore();
}
