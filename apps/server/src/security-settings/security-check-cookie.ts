import type { CookieSerializeOptions } from '@fastify/cookie';
import { securityCheckCookie } from '@portal/api/recovery';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainHttpLocalhost } from '../platform/refresh-cookie.js';
import type { SecurityCheckChallenge } from './security-check.js';

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    // No script reads it (HttpOnly), no other site makes the browser send it (SameSite=Strict),
    // and, as the refresh cookie, it is Secure except on plain-http localhost.
    path: securityCheckCookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLocalhost(request),
  };
}

/** Sets the pending sign-in's credential on the answer that asks the security question. */
export function setSecurityCheckCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: SecurityCheckChallenge,
): void {
  const maxAge = Math.max(1, Math.round((challenge.expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(securityCheckCookie.name, challenge.token, { ...cookieOptions(request), maxAge });
}

export function clearSecurityCheckCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(securityCheckCookie.name, cookieOptions(request));
}

export function securityCheckTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[securityCheckCookie.name];
}
