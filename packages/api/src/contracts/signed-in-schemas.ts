import { z } from 'zod/mini';
import { userSchema } from './user-schema.js';

/**
 * What the portal keeps in its app session beside the user (spec section 3 'App session'), sent
 * with every answer that signs a member in: the sign-in itself and the second step of two-step
 * verification.
 */

/**
 * Spec sections 4 and 9, 'Idle': seconds without activity before the warning dialog opens (840)
 * and seconds of its countdown (60); spec section 9: seconds between two keep-alive pings while
 * the member is active (600; absent from answers of services older than the ping, the portal then
 * uses 600). The service's configuration decides them, so a test run can shorten them
 * (IDLE_WARNING_SECONDS, IDLE_COUNTDOWN_SECONDS, KEEP_ALIVE_SECONDS).
 */
export const sessionSettingsSchema = z.object({
  lnIdleWarningSeconds: z.int().check(z.positive()),
  lnIdleCountdownSeconds: z.int().check(z.positive()),
  lnKeepAliveSeconds: z.optional(z.int().check(z.positive())),
});

/**
 * Spec section 4, 'Logout with incomplete profile': direct logout is allowed only when all four
 * are complete; otherwise the portal asks first. Names as in the app session of spec section 3.
 */
export const profileCompletionSchema = z.object({
  profileCompletion: z.boolean(),
  sponsorProfilecompletion: z.boolean(),
  sponsorFGRRPNcompletion: z.boolean(),
  sponsorBOSCompletion: z.boolean(),
});

/** The strReturnObject fields of an answer that signs a member in. */
export const signedInFields = {
  objuservo: userSchema,
  objSessionSettings: sessionSettingsSchema,
  objProfileCompletion: profileCompletionSchema,
};

export type SessionSettings = z.infer<typeof sessionSettingsSchema>;
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
