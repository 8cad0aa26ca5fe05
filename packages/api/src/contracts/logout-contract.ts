import { z } from 'zod';
import { envelopeSchema } from './envelope.js';

/**
 * POST /fehbLogin/logout ends the server session of the bearer token. The spec lists no logout
 * path; this one is ours, beside the other sign-in calls.
 */
export const logoutPath = '/fehbLogin/logout';
export const logoutRequestSchema = z.strictObject({});
export const logoutResponseSchema = envelopeSchema(z.object({}));

export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
