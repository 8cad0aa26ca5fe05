import { tokenExpiresAtHeader } from '@portal/api/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { profileFactsOf, profileStandingOf } from '../accounts/profile-completion.js';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { enrollmentForwardCodeOf } from '../enrollment/sign-in-routing.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { setRefreshCookie } from '../platform/refresh-cookie.js';
import { createServiceClock, type ServiceClock } from '../platform/service-clock.js';
import { attachSessionKey, type IssuedTokens } from '../platform/session-queries.js';

/**
 * Gives a session just opened the envelope session key its request carried (docs/envelope-v2.md),
 * through handOverSession (sign-in opens its session with the key instead, saving a commit on its
 * busier path). Nothing when the request carried none (encryption off: the session's calls then
 * use the service's RSA key).
 */
async function keepOfferedSessionKey(
  db: Database,
  request: FastifyRequest,
  tokens: IssuedTokens,
): Promise<void> {
  if (request.offeredSessionKey) {
    await attachSessionKey(db, tokens.sessionId, request.offeredSessionKey);
  }
}

/** The bearer token and its expiry in headers, the refresh credential in its cookie. */
export function issueTokens(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  reply.header('authorization', `Bearer ${tokens.token}`);
  reply.header(tokenExpiresAtHeader, tokens.tokenExpiresAt.toISOString());
  setRefreshCookie(request, reply, tokens.refreshCredential, tokens.sessionExpiresAt);
}

/**
 * Hands a session opened by a later step (the second step, the security question, a new account)
 * to its client: the envelope session key its request offered kept with it, then the tokens.
 */
export async function handOverSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
): Promise<void> {
  await keepOfferedSessionKey(db, request, tokens);
  issueTokens(request, reply, tokens);
}

/**
 * The idle timings the portal runs with (spec section 4 'Idle') and its keep-alive interval (spec
 * section 9), from the configuration.
 */
export function sessionSettingsOf(config: PortalConfig) {
  return {
    lnIdleWarningSeconds: config.idle.warningSeconds,
    lnIdleCountdownSeconds: config.idle.countdownSeconds,
    lnKeepAliveSeconds: config.idle.keepAliveSeconds,
  };
}

/**
 * What a signed-in member's app session starts with: the user object, the idle timings and the
 * profile completion that decides whether Log Out asks first (spec section 4), computed from the
 * member's data (accounts/profile-completion.ts); and the forward code of the answer: 31
 * showdashboard, or the login code of what the member must complete first (18, 22, 23, 29, 30),
 * whose step the portal opens, or with a complete profile the login code of where the member
 * stands with enrolling (enrollment/sign-in-routing.ts: 11, 14 to 17, 19 to 27, 34 to 36, 41). Every path that opens a session (sign-in, the second step, the
 * security question, a new account) answers with it, so two-step verification and the security
 * question always come before these codes.
 */
export async function signedInAnswerOf(
  db: Database,
  member: Member,
  config: PortalConfig,
  clock: ServiceClock = createServiceClock(config.clockStart),
) {
  const standing = profileStandingOf(await profileFactsOf(db, member));
  const enrolling =
    standing.forwardCode === 31 ? await enrollmentForwardCodeOf(db, clock, member) : null;
  return {
    returnObject: {
      objuservo: memberUserVo(member),
      objSessionSettings: sessionSettingsOf(config),
      objProfileCompletion: standing.completion,
    },
    forwardCode: enrolling ?? standing.forwardCode,
  };
}
