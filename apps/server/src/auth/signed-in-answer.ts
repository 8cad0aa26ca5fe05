import { tokenExpiresAtHeader } from '@portal/api/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { Member } from '../db/database-schema.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { setRefreshCookie } from '../platform/refresh-cookie.js';
import type { IssuedTokens } from '../platform/session-queries.js';

/** The bearer token and its expiry in headers, the refresh credential in its cookie. */
export function issueTokens(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  reply.header('authorization', `Bearer ${tokens.token}`);
  reply.header(tokenExpiresAtHeader, tokens.tokenExpiresAt.toISOString());
  setRefreshCookie(request, reply, tokens.refreshCredential, tokens.sessionExpiresAt);
}

/** The idle timings the portal runs with (spec section 4 'Idle'), from the configuration. */
export function sessionSettingsOf(config: PortalConfig) {
  return {
    lnIdleWarningSeconds: config.idle.warningSeconds,
    lnIdleCountdownSeconds: config.idle.countdownSeconds,
  };
}

/**
 * What a signed-in member's app session starts with: the user object, the idle timings and the
 * profile completion that decides whether Log Out asks first (spec section 4). The sponsor steps
 * belong to the account-creation flow of uniformed members, which records none yet: nothing of
 * theirs is left to complete, so they count as complete.
 */
export function signedInReturnObject(member: Member, config: PortalConfig) {
  return {
    objuservo: memberUserVo(member),
    objSessionSettings: sessionSettingsOf(config),
    objProfileCompletion: {
      profileCompletion: member.profile_complete === 1,
      sponsorProfilecompletion: true,
      sponsorFGRRPNcompletion: true,
      sponsorBOSCompletion: true,
    },
  };
}
