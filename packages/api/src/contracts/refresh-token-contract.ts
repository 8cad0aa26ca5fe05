import { z } from 'zod';
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
