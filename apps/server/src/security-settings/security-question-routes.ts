import fastifyCookie from '@fastify/cookie';
import { endpoints, loginForwardCodes, returnCodes, tokenExpiresAtHeader } from '@portal/api';
import { formatMessage } from '@portal/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { setRefreshCookie } from '../platform/refresh-cookie.js';
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
}> = async (app, { db, config }) => {
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
      case 'signed-in':
        clearSecurityCheckCookie(request, reply);
        issueSessionTokens(request, reply, outcome.tokens);
        return envelope(
          returnCodes.success,
          { objuservo: memberUserVo(outcome.member) },
          loginForwardCodes.showdashboard,
        );
    }
  });
};

/** As a login success answers: the bearer token and its expiry in headers, the refresh cookie. */
function issueSessionTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: {
    token: string;
    tokenExpiresAt: Date;
    refreshCredential: string;
    sessionExpiresAt: Date;
  },
) {
  reply.header('authorization', `Bearer ${tokens.token}`);
  reply.header(tokenExpiresAtHeader, tokens.tokenExpiresAt.toISOString());
  setRefreshCookie(request, reply, tokens.refreshCredential, tokens.sessionExpiresAt);
}
