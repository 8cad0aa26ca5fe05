import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { loginMessages } from '@portal/forms/catalogue';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { InvalidRequestError } from '../platform/invalid-request.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests, rateRules } from '../platform/rate-limits.js';
import { touchLiveSession } from '../platform/session-queries.js';
import { bearerTokenOf, hashSessionToken } from '../platform/session-tokens.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { submitContactMessage } from './contact-service.js';

/**
 * Contact us (spec section 7, Tools: /tools/portalContactUsSendMail). Open to visitors; a member's
 * message is filed under their id when the call carries a live session's token.
 */
export const contactRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  messenger: Messenger;
  editionForRequest: EditionForRequest;
}> = async (app, { db, config, limiter, messenger, editionForRequest }) => {
  const rule = rateRules(config.rateLimits).contactPerAddress;

  /**
   * The signed-in member, if any: a missing, stale or revoked token, or one the other edition's
   * site issued, just means a visitor.
   */
  async function memberIdOf(request: FastifyRequest, edition: ProductFlag): Promise<string | null> {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) return null;
    const member = await touchLiveSession(db, hashSessionToken(token), new Date(), config.session);
    return member?.edition === edition ? member.memberId : null;
  }

  registerEndpoint(app, endpoints.portalContactUsSendMail, async ({ request, reply, body }) => {
    // The site that received the message is its edition; the portal's body always agrees.
    const edition = editionForRequest(request);
    if (body.strProductNm !== edition) {
      throw new InvalidRequestError("Invalid request (strProductNm: not this site's edition).");
    }
    // Counted before anything is stored or sent: each call may send two emails.
    const decision = await limiter.hit(rule, request.ip);
    if (!decision.allowed) return answerTooManyRequests(reply, decision);

    const outcome = await submitContactMessage(
      { db, messenger, supportEmail: config.mail.supportEmail, log: request.log },
      {
        productLine: edition,
        memberId: await memberIdOf(request, edition),
        firstName: body.strFirst_Nm,
        lastName: body.strLast_Nm,
        email: body.strEmail,
        phone: body.strPhone,
        topic: body.strTopic,
        message: body.strMessage,
      },
    );
    if (outcome.kind === 'not-sent') {
      reply.code(503);
      return errorEnvelope(returnCodes.unavailable, loginMessages.serviceUnavailable.text);
    }
    return envelope(returnCodes.success, { strReference: outcome.reference });
  });
};
