import { apiBasePath } from '../contracts/base-path.js';
import type { Endpoint } from '../contracts/endpoint.js';

/**
 * Where a call goes. `own`: the portal's service under /api/v1/ep, the only one that receives
 * the token, cookies and the envelope (spec section 6). `urlPath`: the path the envelope is bound
 * to ('' for another service, which gets no envelope).
 */
export type Target = { url: string; own: boolean; urlPath: string };

/**
 * An endpoint's path resolved against the service's `origin` ('' for the page's own). An absolute
 * URL is another service. A path must start with exactly one "/": "//host/…" would leave the
 * origin, with our token, while looking like one of ours.
 */
export function resolveTarget(origin: string, path: string): Target {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return { url: path, own: false, urlPath: '' };
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`Endpoint path must start with one "/": ${path}`);
  }
  return {
    url: `${origin.replace(/\/+$/, '')}${apiBasePath}${path}`,
    own: true,
    urlPath: `${apiBasePath}${path}`,
  };
}

/** Cookies go to our own service only, and there only with the calls that need them. */
export function credentialsFor(endpoint: Endpoint, target: Target): RequestCredentials {
  if (!target.own) return 'omit';
  return endpoint.withCredentials ? 'include' : 'same-origin';
}

/**
 * A GET carries no body: its request fields go in the query string (`?text=…`), strings and
 * numbers as they are, nothing for an empty request.
 */
export function withQuery(url: string, payload: unknown): string {
  if (!payload || typeof payload !== 'object') return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
