import { z } from 'zod/mini';
import { refreshTokenPath } from './auth-protocol.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

export { refreshTokenPath } from './auth-protocol.js';

/**
 * POST /fehbLogin/refreshToken (spec section 7: empty body, with credentials). Needs both the
 * current bearer token and the refresh cookie of the same session; answers a new bearer token (in
 * the Authorization header, with Token-Expires-At) and a new refresh cookie. The old refresh
 * cookie is refused from then on; the old bearer token keeps working for one more minute so calls
 * already in flight do not fail.
 */
export const refreshTokenRequestSchema = z.strictObject({});
export const refreshTokenResponseSchema = envelopeSchema(z.object({}));

export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** The `refreshToken` call: its path, contracts and how it travels (see endpoints.ts). */
export const refreshTokenEndpoint = {
  path: refreshTokenPath,
  request: refreshTokenRequestSchema,
  response: refreshTokenResponseSchema,
  authenticated: true,
  opensSession: true,
  withCredentials: true,
  summary: 'Refresh the bearer token',
  description:
    'Empty body. Needs the bearer token and the refresh cookie of the same session. Answers a ' +
    'new bearer token (Authorization, Token-Expires-At) and a new refresh cookie; the old ' +
    'cookie is refused from then on, the old token works for one more minute. The client calls ' +
    'it 10 minutes after each token it receives (spec section 9). Its envelope carries the next ' +
    'envelope session key in its RSA key part; the old session key keeps working as long as the ' +
    'old token (docs/envelope-v2.md).',
} as const satisfies Endpoint;
