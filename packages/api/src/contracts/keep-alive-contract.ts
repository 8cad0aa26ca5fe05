import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * POST /fehbLogin/keepAlive: the keep-alive ping of spec section 9 (every 600 seconds by default
 * while a signed-in member is active). The spec names the ping, not its path; this one is ours,
 * beside the other session calls. It does nothing but show the service the session is in use.
 */
export const keepAlivePath = '/fehbLogin/keepAlive';
export const keepAliveRequestSchema = z.strictObject({});
export const keepAliveResponseSchema = envelopeSchema(z.object({}));

export type KeepAliveResponse = z.infer<typeof keepAliveResponseSchema>;

/** The `keepAlive` call: its path, contracts and how it travels (see endpoints.ts). */
export const keepAliveEndpoint = {
  path: keepAlivePath,
  request: keepAliveRequestSchema,
  response: keepAliveResponseSchema,
  authenticated: true,
  summary: 'Keep the session alive while the member is active',
  description:
    'The keep-alive ping of spec section 9, sent every lnKeepAliveSeconds (600) while the ' +
    'member is active in the portal and never while the idle warning is open. A live session ' +
    'answers 200 with {} and counts as used (its idle limit starts again); otherwise 401. The ' +
    'spec names no path for it.',
} as const satisfies Endpoint;
