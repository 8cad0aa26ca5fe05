import type { CookieSerializeOptions } from '@fastify/cookie';
import { refreshCookie } from '@portal/api/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * True for a request that arrived over plain http addressed to this machine's loopback name. Only
 * there is the refresh cookie sent without Secure: a local run and the end-to-end tests use
 * http://localhost, and some browsers (Safari among them) drop a Secure cookie set over http even
 * on localhost, which would make every refresh fail there. Any other plain-http request (a real
 * host name) still gets a Secure cookie, which the browser then keeps for https only, so the
 * credential never crosses a network unencrypted.
 */
export function isPlainHttpLocalhost(request: FastifyRequest): boolean {
  if (request.protocol !== 'http') return false;
  const host = request.hostname.toLowerCase();
  return loopbackHosts.has(host) || host.endsWith('.localhost');
}

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    // Only the refresh call receives it; no page script can read it (HttpOnly); no other site's
    // page can make the browser send it (SameSite=Strict).
    path: refreshCookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLocalhost(request),
  };
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  credential: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookie.name, credential, { ...cookieOptions(request), maxAge });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(refreshCookie.name, cookieOptions(request));
}
