import type { CookieSerializeOptions } from '@fastify/cookie';
import { accountDraftCookie } from '@portal/api/account-creation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainHttpLocalhost } from '../platform/refresh-cookie.js';

/*
 * The draft cookie (issue 19): HttpOnly (no page script reads it), SameSite=Strict (no other
 * site's page makes the browser send it), Secure except on plain-http localhost (as the refresh
 * cookie, for the same reason), sent only to the account-creation calls, 30 days.
 */
function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: accountDraftCookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLocalhost(request),
  };
}

export const draftLifetimeSeconds = accountDraftCookie.maxAgeDays * 24 * 60 * 60;

export function setDraftCookie(request: FastifyRequest, reply: FastifyReply, credential: string) {
  reply.setCookie(accountDraftCookie.name, credential, {
    ...cookieOptions(request),
    maxAge: draftLifetimeSeconds,
  });
}

export function clearDraftCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(accountDraftCookie.name, cookieOptions(request));
}

export function draftCredentialOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[accountDraftCookie.name];
  // 32 random bytes in base64url: anything else is no credential of ours.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}
