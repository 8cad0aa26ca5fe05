import { returnCodes } from '@portal/api/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { errorEnvelope } from './envelope.js';
import { type SessionLimits, type SignedInMember, touchLiveSession } from './session-queries.js';
import { bearerTokenOf, hashSessionToken } from './session-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; null on routes that do not require a session. */
    member: SignedInMember | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in member: answers 401 in the envelope otherwise. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /**
     * preHandler for routes that work with or without a session (`optionalSession`): a request
     * with an Authorization header is a signed-in one and gets `requireMember`'s check (so its
     * envelope must be wrapped with the session key); one without is a visitor's.
     */
    memberIfToken: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/**
 * Decorates the root instance with the session check. Routes do not call it themselves: an
 * endpoint whose contract says `authenticated: true` gets it as its first preHandler
 * (endpoint-routes.ts), and a member-scoped route declares itself with `registerMemberEndpoint`
 * (member-scope.ts), which also checks that the data asked for is the member's. Sessions live in
 * the database only, so any number of server instances can share them.
 */
export function installSessions(
  app: FastifyInstance,
  {
    db,
    limits,
    editionForRequest,
  }: { db: Database; limits: SessionLimits; editionForRequest: EditionForRequest },
): void {
  app.decorateRequest('member', null);
  app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerTokenOf(request.headers.authorization);
    const member = token
      ? await touchLiveSession(db, hashSessionToken(token), new Date(), limits)
      : undefined;
    if (!member) {
      return reply
        .code(401)
        .send(errorEnvelope(returnCodes.notAuthenticated, 'Sign in to continue.'));
    }
    // A token works only on the site of the edition that issued it; elsewhere its member is as
    // unknown as another member's data.
    if (member.edition !== editionForRequest(request)) {
      return reply.code(404).send(errorEnvelope(returnCodes.notFound, 'There is no such member.'));
    }
    request.member = member;
  });
  app.decorate('memberIfToken', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) return app.requireMember(request, reply);
  });
}
