import { apiBasePath, type LoginRequest, loginPath, logoutPath } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import { demoPassword } from '../db/seed-demo-data.js';
import { bearerTokenOf } from '../platform/session-tokens.js';

export const loginUrl = `${apiBasePath}${loginPath}`;
export const logoutUrl = `${apiBasePath}${logoutPath}`;

/** POSTs a sign-in as the portal does; defaults to fed.member on the federal edition. */
export function postLogin(app: FastifyInstance, attempt: Partial<LoginRequest> = {}) {
  return app.inject({
    method: 'POST',
    url: loginUrl,
    payload: {
      strUserid: 'fed.member',
      strPassword: demoPassword,
      strProductNm: 'MFB',
      ...attempt,
    },
  });
}

export function postLogout(app: FastifyInstance, token: string | undefined) {
  return app.inject({
    method: 'POST',
    url: logoutUrl,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payload: {},
  });
}

/** The token of a login answer's `Authorization: Bearer` header. */
export function bearerTokenFrom(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const header = response.headers.authorization;
  return (typeof header === 'string' && bearerTokenOf(header)) || undefined;
}
