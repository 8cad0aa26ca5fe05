import { returnCodes } from '@portal/api/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { errorEnvelope } from './envelope.js';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter.js';

/** The service's limits (README 'Rate limits'), from the configuration. */
export function rateRules(config: RateLimitConfig) {
  return {
    /** Every call under /api but health, per client address. */
    apiPerAddress: { name: 'api-address', limit: config.apiPerMinute, windowSeconds: 60 },
    /** Sign-in attempts per client address: slows password spraying from one place. */
    loginPerAddress: {
      name: 'login-address',
      limit: config.loginPerAddress,
      windowSeconds: config.loginWindowSeconds,
    },
    /**
     * Sign-in attempts per user id (normalised) and client address: counted before the password
     * hash is checked, so keyed by address too, or a stranger's flood would keep the member's own
     * right password out. Guessing from many addresses meets the lockout from every address.
     */
    loginPerUserIdAndAddress: {
      name: 'login-user-id-address',
      limit: config.loginPerUserIdAndAddress,
      windowSeconds: config.loginWindowSeconds,
    },
    /**
     * Contact-us messages per client address: each one emails support and the address typed in,
     * so the form must not become a way to send mail in bulk.
     */
    contactPerAddress: {
      name: 'contact-address',
      limit: config.contactPerHour,
      windowSeconds: 3600,
    },
  } satisfies Record<string, RateRule>;
}

/** HTTP 429 with Retry-After and the envelope (returnCode 429). */
export function answerTooManyRequests(reply: FastifyReply, decision: RateDecision) {
  return reply
    .code(429)
    .header('retry-after', String(decision.retryAfterSeconds))
    .send(
      errorEnvelope(
        returnCodes.tooManyRequests,
        `Too many requests. Try again in ${decision.retryAfterSeconds} seconds.`,
      ),
    );
}

/**
 * Checks the general per-address limit on every request of the scope (the /api scope), before the
 * body is read; health is left out so load balancers never see a 429.
 */
export function installApiRateLimit(
  scope: FastifyInstance,
  { limiter, rule }: { limiter: RateLimiter; rule: RateRule },
): void {
  if (rule.limit <= 0) return;
  // Callback style: in the usual case the decision is made in memory, without a promise.
  scope.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === '/api/health') return done();
    const settle = (decision: RateDecision) => {
      if (decision.allowed) return done();
      answerTooManyRequests(reply, decision);
    };
    const decision = limiter.hitSynced(rule, request.ip);
    if (decision instanceof Promise) decision.then(settle, done);
    else settle(decision);
  });
}
