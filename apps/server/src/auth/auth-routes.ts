import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@portal/api/endpoints';
import { loginForwardCodes, refreshCookie, returnCodes } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests, rateRules } from '../platform/rate-limits.js';
import { clearRefreshCookie } from '../platform/refresh-cookie.js';
import { setSecurityCheckCookie } from '../security-settings/security-check-cookie.js';
import { setTwoStepCookie } from '../two-step/two-step-cookie.js';
import { maskedTwoStepContacts } from '../two-step/two-step-service.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { recogniseBrowser } from './known-browser.js';
import { signIn } from './sign-in.js';
import { userKeyOf } from './sign-in-failures.js';
import { signOut } from './sign-out.js';
import { issueTokens, sessionSettingsOf, signedInAnswerOf } from './signed-in-answer.js';
import { refreshSession } from './token-refresh.js';

/**
 * Sign-in, sign-out and token refresh (spec sections 4 and 7). Outcomes of a sign-in are business
 * answers: HTTP 200, with the outcome in returnCode and forwardCode as the legacy client expects.
 */
export const authRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  editionForRequest: EditionForRequest;
  messenger: Messenger;
}> = async (app, { db, config, limiter, editionForRequest, messenger }) => {
  // Registered here, not on the root: only these routes read cookies.
  await app.register(fastifyCookie);
  const policy = {
    lockout: config.lockout,
    session: config.session,
    pendingSignInSeconds: config.twoStep.pendingSignInSeconds,
  };
  const rules = rateRules(config.rateLimits);

  /** The spec's wrong-program answer, pointing at the site where `edition` signs in. */
  const anotherProgramAccount = (edition: ProductFlag) =>
    envelope(
      returnCodes.notFound,
      { strProductNm: edition, strSignInUrl: `${config.editions[edition].publicUrl}/login` },
      loginForwardCodes.anotherProgramAccount,
    );

  registerEndpoint(app, endpoints.login, async ({ request, reply, body: attempt }) => {
    // Both limits count every attempt, before the password is even checked.
    const [byAddress, byUserIdAndAddress] = await Promise.all([
      limiter.hit(rules.loginPerAddress, request.ip),
      limiter.hit(rules.loginPerUserIdAndAddress, `${userKeyOf(attempt.strUserid)} ${request.ip}`),
    ]);
    const refusal = [byAddress, byUserIdAndAddress].find((decision) => !decision.allowed);
    if (refusal) return answerTooManyRequests(reply, refusal);

    // The site that received the attempt is its edition; a body naming the other one is sent
    // there, before any account is looked at.
    const edition = editionForRequest(request);
    if (attempt.strProductNm !== edition) return anotherProgramAccount(attempt.strProductNm);

    const outcome = await signIn(
      db,
      attempt,
      // The session key goes into the session's row as it is made: one commit, not two (each
      // commit of SQLite's waits for the disk on the event loop).
      { edition, address: request.ip, sessionKey: request.offeredSessionKey },
      policy,
    );
    switch (outcome.kind) {
      case 'rejected':
        return envelope(returnCodes.notFound, null);
      case 'locked':
        return envelope(returnCodes.accountLock, null, loginForwardCodes.accountLockout);
      case 'wrong-edition':
        return anotherProgramAccount(outcome.edition);
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
      case 'signed-in': {
        issueTokens(request, reply, outcome.tokens);
        await recogniseBrowser(db, messenger, app.log, request, reply, outcome.member);
        const signedIn = await signedInAnswerOf(db, outcome.member, config, app.serviceClock);
        return envelope(returnCodes.success, signedIn.returnObject, signedIn.forwardCode);
      }
    }
  });

  registerMemberEndpoint(app, endpoints.logout, async ({ member, request, reply }) => {
    await signOut(db, member);
    clearRefreshCookie(request, reply);
    return envelope(returnCodes.success, {});
  });

  // Spec section 9's keep-alive ping: the session check before it (requireMember) is the whole
  // point, as it records the session as used.
  registerMemberEndpoint(app, endpoints.keepAlive, async () => envelope(returnCodes.success, {}));

  registerMemberEndpoint(app, endpoints.refreshToken, async ({ member, request, reply }) => {
    const tokens = await refreshSession(
      db,
      member,
      request.cookies[refreshCookie.name],
      config.session,
      request.offeredSessionKey,
    );
    if (!tokens) {
      reply.code(401);
      return errorEnvelope(returnCodes.notAuthenticated, 'Sign in to continue.');
    }
    issueTokens(request, reply, tokens);
    return envelope(returnCodes.success, {});
  });
};
