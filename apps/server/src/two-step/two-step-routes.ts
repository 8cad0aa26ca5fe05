import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@portal/api/endpoints';
import { loginForwardCodes, returnCodes, twoStepCookie } from '@portal/api/protocol';
import { defaultRedirectPath } from '@portal/api/sign-in';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recogniseBrowser } from '../auth/known-browser.js';
import { handOverSession, signedInAnswerOf } from '../auth/signed-in-answer.js';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Messenger } from '../outbox/messenger.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { InvalidRequestError } from '../platform/invalid-request.js';
import type { RateLimiter, RateRule } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import { clearTwoStepCookie } from './two-step-cookie.js';
import { checkCode, sendCode } from './two-step-service.js';

/** Spec section 8's service-unavailable wording. */
const unavailableMessage = "We're unable to complete your request at this time.";

function answerSignInOver(reply: FastifyReply) {
  reply.code(401);
  return errorEnvelope(returnCodes.notAuthenticated, 'Log in again to get a new code.');
}

function answerLocked() {
  return envelope(returnCodes.accountLock, null, loginForwardCodes.accountLockout);
}

/**
 * Two-step verification's calls (spec sections 3, 4 and 7): generate2FACode sends a code,
 * validate2FACode checks it and opens the session. Both work only with the pending sign-in's
 * cookie, which a sign-in answered with forward code 10 set.
 */
export const twoStepRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  messenger: Messenger;
}> = async (app, { db, config, limiter, messenger }) => {
  // Registered here, not on the root: only the sign-in calls read cookies.
  await app.register(fastifyCookie);
  const policy = {
    codeSeconds: config.twoStep.codeSeconds,
    lockout: config.lockout,
    session: config.session,
  };
  const perMemberRule: RateRule = {
    name: 'two-step-codes-member',
    limit: config.rateLimits.twoStepCodesPerMember,
    windowSeconds: config.rateLimits.loginWindowSeconds,
  };

  registerEndpoint(app, endpoints.generate2FACode, async ({ request, reply, body }) => {
    const outcome = await sendCode(
      { db, messenger, limiter, perMemberRule, log: request.log },
      {
        grant: request.cookies[twoStepCookie.name],
        memberId: body.strMember_Id,
        address: request.ip,
      },
      body.str2FAPref,
      policy,
    );
    switch (outcome.kind) {
      case 'sent':
        return envelope(returnCodes.success, {
          str2FAPref: outcome.method,
          strMaskedContact: outcome.maskedContact,
          lnCodeLifetimeSeconds: policy.codeSeconds,
        });
      case 'ended':
        clearTwoStepCookie(request, reply);
        return answerSignInOver(reply);
      case 'locked':
        clearTwoStepCookie(request, reply);
        return answerLocked();
      case 'no-contact':
        // The portal offers only the methods the login answer named; anything else is a bad call.
        throw new InvalidRequestError('Invalid request (str2FAPref: no contact for this method).');
      case 'too-many':
        return answerTooManyRequests(reply, { allowed: false, ...outcome });
      case 'undelivered':
        reply.code(503);
        return errorEnvelope(returnCodes.unavailable, unavailableMessage);
    }
  });

  registerEndpoint(app, endpoints.validate2FACode, async ({ request, reply, body }) => {
    const outcome = await checkCode(
      db,
      {
        grant: request.cookies[twoStepCookie.name],
        memberId: body.strMember_Id,
        address: request.ip,
      },
      body.verify2FA,
      policy,
    );
    switch (outcome.kind) {
      case 'signed-in': {
        clearTwoStepCookie(request, reply);
        await handOverSession(db, request, reply, outcome.tokens);
        await recogniseBrowser(db, messenger, app.log, request, reply, outcome.member);
        const signedIn = await signedInAnswerOf(db, outcome.member, config, app.serviceClock);
        return envelope(
          returnCodes.success,
          { ...signedIn.returnObject, redirectURL: body.redirectURL ?? defaultRedirectPath },
          signedIn.forwardCode,
        );
      }
      case 'invalid':
      case 'expired':
      case 'tooManyAttempts':
        return envelope(returnCodes.badRequest, { strCodeStatus: outcome.kind });
      case 'ended':
        clearTwoStepCookie(request, reply);
        return answerSignInOver(reply);
      case 'locked':
        clearTwoStepCookie(request, reply);
        return answerLocked();
    }
  });
};
