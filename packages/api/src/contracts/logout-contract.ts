import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * POST /fehbLogin/logout ends the server session of the bearer token. The spec lists no logout
 * path; this one is ours, beside the other sign-in calls.
 */
export const logoutPath = '/fehbLogin/logout';
export const logoutRequestSchema = z.strictObject({});
export const logoutResponseSchema = envelopeSchema(z.object({}));

export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** The `logout` call: its path, contracts and how it travels (see endpoints.ts). */
export const logoutEndpoint = {
  path: logoutPath,
  request: logoutRequestSchema,
  response: logoutResponseSchema,
  authenticated: true,
  withCredentials: true,
  summary: 'Sign out',
  description:
    'Revokes the session of the bearer token (the token then answers 401) and clears the ' +
    'refresh cookie. The spec lists no logout path; this one sits beside the other sign-in calls.',
} as const satisfies Endpoint;
