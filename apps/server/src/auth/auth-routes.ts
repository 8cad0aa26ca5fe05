import fastifyCookie from '@fastify/cookie';
import { endpoints, loginForwardCodes, refreshCookie, returnCodes } from '@portal/api';
import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests, rateRules } from '../platform/rate-limits.js';
import { clearRefreshCookie } from '../platform/refresh-cookie.js';
import { signedInMemberOf } from '../platform/sessions.js';
import { setSecurityCheckCookie } from '../security-settings/security-check-cookie.js';
import { setTwoStepCookie } from '../two-step/two-step-cookie.js';
import { maskedTwoStepContacts } from '../two-step/two-step-service.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';
import { issueTokens, sessionSettingsOf, signedInReturnObject } from './signed-in-answer.js';
import { refreshSession } from './token-refresh.js';

/**
 * Sign-in, sign-out and token refresh (spec sections 4 and 7). Outcomes of a sign-in are business
 * answers: HTTP 200, with the outcome in returnCode and forwardCode as the legacy client expects.
 */
export const authRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
}> = async (app, { db, config, limiter }) => {
  // Registered here, not on the root: only these routes read cookies.
  await app.register(fastifyCookie);
  const policy = {
    lockoutThreshold: config.lockoutThreshold,
    session: config.session,
    pendingSignInSeconds: config.twoStep.pendingSignInSeconds,
  };
  const rules = rateRules(config.rateLimits);

  registerEndpoint(app, endpoints.login, async ({ request, reply, body: attempt }) => {
    // Both limits count every attempt, before the password is even checked.
    const [byAddress, byUserId] = await Promise.all([
      limiter.hit(rules.loginPerAddress, request.ip),
      limiter.hit(rules.loginPerUserId, attempt.strUserid.toLowerCase()),
    ]);
    const refusal = !byAddress.allowed ? byAddress : !byUserId.allowed ? byUserId : undefined;
    if (refusal) return answerTooManyRequests(reply, refusal);

    const outcome = await signIn(db, attempt, policy);
    switch (outcome.kind) {
      case 'rejected':
        return envelope(returnCodes.notFound, null);
      case 'locked':
        return envelope(returnCodes.accountLock, null, loginForwardCodes.accountLockout);
      case 'wrong-edition':
        return envelope(
          returnCodes.notFound,
          {
            strProductNm: outcome.edition,
            strSignInUrl: `${config.editions[outcome.edition].publicUrl}/login`,
          },
          loginForwardCodes.anotherProgramAccount,
        );
      case 'two-step-required': {
        // No session, no token and no personal details until the second step is passed: only
        // the pending sign-in's cookie and the masked contact methods to choose from.
        setTwoStepCookie(request, reply, outcome.grant, outcome.grantExpiresAt);
        const { member } = outcome;
        return envelope(
          returnCodes.success,
          {
            objTwoStep: {
              strMember_Id: member.member_id,
              str2FAPref: member.two_factor_pref,
              ...maskedTwoStepContacts(member),
              promptMFA: member.two_factor_pref === null,
              strTokenMethod: 'L' as const,
            },
            objSessionSettings: sessionSettingsOf(config),
          },
          loginForwardCodes.twoFA,
        );
      }
      case 'security-check':
        // No session yet: the cookie holds the pending sign-in until the question is answered.
        setSecurityCheckCookie(request, reply, outcome.challenge);
        // Like the two-step stop: no personal details until the question is answered.
        return envelope(returnCodes.success, {}, loginForwardCodes.securityCheck);
      case 'signed-in':
        issueTokens(request, reply, outcome.tokens);
        return envelope(
          returnCodes.success,
          signedInReturnObject(outcome.member, config),
          loginForwardCodes.showdashboard,
        );
    }
  });

  registerEndpoint(app, endpoints.logout, async ({ request, reply }) => {
    await signOut(db, signedInMemberOf(request));
    clearRefreshCookie(request, reply);
    return envelope(returnCodes.success, {});
  });

  registerEndpoint(app, endpoints.refreshToken, async ({ request, reply }) => {
    const tokens = await refreshSession(
      db,
      signedInMemberOf(request),
      request.cookies[refreshCookie.name],
      config.session,
    );
    if (!tokens) {
      reply.code(401);
      return errorEnvelope(returnCodes.notAuthenticated, 'Sign in to continue.');
    }
    issueTokens(request, reply, tokens);
    return envelope(returnCodes.success, {});
  });
};
