import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { linkStatuses } from '@portal/api/recovery';
import { formatMessage, loginMessages } from '@portal/forms/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import { contactMethodsOf } from '../security-settings/contact-methods.js';
import { memberQuestionIds } from '../security-settings/security-answers.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { findAccount, normaliseLastName } from './find-account.js';
import { recoveryRateRules } from './recovery-rate-rules.js';
import { linkStateOf, locatedMember, sendTemporaryPasswordLink } from './reset-links.js';

/** What a link state answers (validateToken): returnCode by state, the state by name. */
export const linkStatusReturnCodes = {
  [linkStatuses.valid]: returnCodes.success,
  [linkStatuses.expired]: returnCodes.badRequest,
  [linkStatuses.notFound]: returnCodes.notFound,
} as const;

/**
 * Find your account and the temporary-password link (spec sections 2, 3 and 7). None needs a
 * session. Outcomes are business answers: HTTP 200, the outcome in returnCode.
 */
export const recoveryRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  messenger: Messenger;
  editionForRequest: EditionForRequest;
}> = async (app, { db, config, limiter, messenger, editionForRequest }) => {
  const rules = recoveryRateRules(config.rateLimits);

  registerEndpoint(app, endpoints.findYourAccount, async ({ request, reply, body }) => {
    // Both limits count every attempt, found or not, before any hash is verified.
    const person = `${normaliseLastName(body.strLast_Nm)}\n${body.dtDOB}`;
    const [byAddress, byPerson] = await Promise.all([
      limiter.hit(rules.findAccountPerAddress, request.ip),
      limiter.hit(rules.findAccountPerPerson, person),
    ]);
    const refusal = !byAddress.allowed ? byAddress : !byPerson.allowed ? byPerson : undefined;
    if (refusal) return answerTooManyRequests(reply, refusal);

    // Only accounts of the site's edition are found; a body naming the other edition finds none,
    // and is answered like any search that matched no one.
    const edition = editionForRequest(request);
    const outcome =
      body.strProductNm === edition
        ? await findAccount(db, {
            lastName: body.strLast_Nm,
            ssn: body.strSSN,
            dateOfBirth: body.dtDOB,
            productFlag: edition,
          })
        : ({ kind: 'not-found' } as const);
    if (outcome.kind === 'not-found') {
      return envelope(returnCodes.notFound, { strMessage: formatMessage('accountNotFound') });
    }
    return envelope(returnCodes.success, {
      strLocateToken: outcome.locate.token,
      strUserId: outcome.member.user_id,
      liContactMethods: contactMethodsOf(outcome.member, { masked: true }),
    });
  });

  registerEndpoint(app, endpoints.sendTemporaryPasswordLink, async ({ request, reply, body }) => {
    const member = await locatedMember(db, body.strLocateToken, new Date());
    if (!member) {
      return envelope(returnCodes.notFound, {
        strMessage: 'This search has timed out. Find your account again.',
      });
    }
    const byMember = await limiter.hit(rules.resetLinksPerMember, member.member_id);
    if (!byMember.allowed) return answerTooManyRequests(reply, byMember);
    try {
      const outcome = await sendTemporaryPasswordLink(
        db,
        messenger,
        config,
        member,
        body.strTokenMethod,
      );
      if (outcome.kind === 'no-destination') {
        return envelope(returnCodes.badRequest, {
          strMessage: 'There is no valid contact method of this kind on the account.',
        });
      }
      return envelope(returnCodes.success, {
        strMaskedDestination: outcome.maskedDestination,
        iExpiresInMinutes: outcome.expiresInMinutes,
      });
    } catch (error) {
      request.log.error({ err: error }, 'temporary-password link could not be sent');
      reply.code(500);
      return errorEnvelope(returnCodes.internalError, loginMessages.serviceUnavailable.text);
    }
  });

  registerEndpoint(app, endpoints.validateToken, async ({ body }) => {
    const state = await linkStateOf(db, body.token_Id, body.method);
    if (state.status !== linkStatuses.valid) {
      return envelope(linkStatusReturnCodes[state.status], { strLinkStatus: state.status });
    }
    const questions = await memberQuestionIds(db, state.member.member_id);
    return envelope(returnCodes.success, {
      strLinkStatus: state.status,
      strUserId: state.member.user_id,
      strFirst_Nm: state.member.first_name,
      strSecurityQuestionsSet: questions.length > 0 ? ('Y' as const) : ('N' as const),
    });
  });
};
