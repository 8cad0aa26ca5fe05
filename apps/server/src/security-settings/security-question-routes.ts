import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@portal/api/endpoints';
import { loginForwardCodes, returnCodes } from '@portal/api/protocol';
import { formatMessage } from '@portal/forms/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recogniseBrowser } from '../auth/known-browser.js';
import { handOverSession, signedInAnswerOf } from '../auth/signed-in-answer.js';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { answerSecurityCheck, pendingQuestion } from './security-check.js';
import { clearSecurityCheckCookie, securityCheckTokenOf } from './security-check-cookie.js';

function noPendingSignIn(reply: FastifyReply) {
  reply.code(401);
  return errorEnvelope(returnCodes.notAuthenticated, 'Sign in to continue.');
}

/**
 * The login security question (spec section 4: forward code 1). Both calls read the pending
 * sign-in from the security-check cookie that sign-in set; the right answer signs the member in
 * exactly as a login success does.
 */
export const securityQuestionRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  messenger: Messenger;
}> = async (app, { db, config, messenger }) => {
  await app.register(fastifyCookie);

  registerEndpoint(app, endpoints.getSecurityQuestion, async ({ request, reply }) => {
    const question = await pendingQuestion(db, securityCheckTokenOf(request));
    if (!question) return noPendingSignIn(reply);
    return envelope(returnCodes.success, {
      strQuestionId: question.questionId,
      strQuestion: question.question,
    });
  });

  registerEndpoint(app, endpoints.confirmSecurityAnswer, async ({ request, reply, body }) => {
    const outcome = await answerSecurityCheck(
      db,
      securityCheckTokenOf(request),
      body.strAnswer,
      config.session,
    );
    switch (outcome.kind) {
      case 'no-check':
        clearSecurityCheckCookie(request, reply);
        return noPendingSignIn(reply);
      case 'wrong':
        return envelope(returnCodes.badRequest, {
          strQuestionId: outcome.next.questionId,
          strQuestion: outcome.next.question,
          strMessage: formatMessage('invalidSecurityAnswer'),
        });
      case 'locked':
        clearSecurityCheckCookie(request, reply);
        return envelope(
          returnCodes.accountLock,
          { strLockType: 'secureAccount' as const },
          loginForwardCodes.accountLockout,
        );
      case 'signed-in': {
        clearSecurityCheckCookie(request, reply);
        await handOverSession(db, request, reply, outcome.tokens);
        await recogniseBrowser(db, messenger, app.log, request, reply, outcome.member);
        const signedIn = await signedInAnswerOf(db, outcome.member, config, app.serviceClock);
        return envelope(returnCodes.success, signedIn.returnObject, signedIn.forwardCode);
      }
    }
  });
};
