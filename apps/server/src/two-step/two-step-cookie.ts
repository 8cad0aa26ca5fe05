import type { CookieSerializeOptions } from '@fastify/cookie';
import { twoStepCookie } from '@portal/api/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainHttpLocalhost } from '../platform/refresh-cookie.js';

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    // Only the sign-in calls under /fehbLogin receive it; no page script can read it (HttpOnly),
    // and no other site's page can make the browser send it (SameSite=Strict).
    path: twoStepCookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLocalhost(request),
  };
}

export function setTwoStepCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  grant: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(twoStepCookie.name, grant, { ...cookieOptions(request), maxAge });
}

export function clearTwoStepCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(twoStepCookie.name, cookieOptions(request));
}
