import { type Endpoint, returnCodes } from '@portal/api/protocol';
import type { FastifyInstance } from 'fastify';
import { type EndpointContext, registerEndpoint } from './endpoint-routes.js';
import { errorEnvelope } from './envelope.js';
import type { SignedInMember } from './session-queries.js';

/*
 * The one check of every member-scoped route: a live session of this site's edition (401, or 404
 * on the other edition's site: `requireMember`, sessions.ts) and, when the body names a member
 * (`strMember_Id`), that member is the session's (404 otherwise, as for a member who does not
 * exist, so a prober learns nothing). README, 'Adding a member-scoped route'.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The paths of the routes declared with `memberScoped`, for the isolation test. */
    memberScopedPaths: ReadonlySet<string>;
  }
}

// The schema types of endpoint-routes.ts, whichever zod build it uses.
type Schema = Endpoint['request'];
type EndpointHandler<Req extends Schema, Res extends Schema> = Parameters<
  typeof registerEndpoint<Req, Res>
>[2];

/** What a member-scoped handler gets: the endpoint's context and the signed-in member. */
export type MemberEndpointContext<Req extends Schema> = EndpointContext<Req> & {
  member: SignedInMember;
};

export interface MemberScopeOptions {
  /**
   * The message of the 404 for another member's id. Make it the one the route answers for its own
   * missing records, so another member's data reads exactly as data that does not exist.
   */
  notFoundMessage?: string;
}

const noSuchMember = 'There is no such member.';

/** Call once on the root instance, before the area plugins declare their routes. */
export function installMemberScope(app: FastifyInstance): void {
  app.decorate('memberScopedPaths', new Set<string>());
}

/**
 * Wraps the handler of a member-scoped endpoint: it runs only for a signed-in member asking for
 * their own data, and receives that member (also on `request.member`). When the contract says
 * `authenticated: true`, the session was checked before the envelope was opened; so it was for
 * an `optionalSession` call that came with a token; otherwise (such a call without one, a password
 * change sent without a token) it is checked here. Use `registerMemberEndpoint` unless the route must first decide whether it is
 * member-scoped at all.
 */
export function memberScoped<Req extends Schema, Res extends Schema>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  handler: (context: MemberEndpointContext<Req>) => ReturnType<EndpointHandler<Req, Res>>,
  { notFoundMessage = noSuchMember }: MemberScopeOptions = {},
): EndpointHandler<Req, Res> {
  (app.memberScopedPaths as Set<string>).add(endpoint.path);
  return async (context) => {
    const { request, reply, body } = context;
    if (!request.member) {
      await app.requireMember(request, reply);
      if (reply.sent) return reply;
    }
    const member = request.member;
    if (!member) throw new Error(`${request.url}: requireMember let a request through`);
    const claimed = (body as { strMember_Id?: unknown }).strMember_Id;
    if (claimed !== undefined && claimed !== member.memberId) {
      reply.code(404);
      return errorEnvelope(returnCodes.notFound, notFoundMessage);
    }
    return handler({ ...context, member });
  };
}

/**
 * Registers a member-scoped endpoint. Its contract must say `authenticated: true`, so that a call
 * without a session is refused before its envelope is opened (and the client sends the token).
 */
export function registerMemberEndpoint<Req extends Schema, Res extends Schema>(
  app: FastifyInstance,
  endpoint: Endpoint<Req, Res>,
  handler: (context: MemberEndpointContext<Req>) => ReturnType<EndpointHandler<Req, Res>>,
  options: MemberScopeOptions = {},
): void {
  if (endpoint.authenticated !== true) {
    throw new Error(`${endpoint.path} is member-scoped: its contract needs authenticated: true`);
  }
  registerEndpoint(app, endpoint, memberScoped(app, endpoint, handler, options));
}
