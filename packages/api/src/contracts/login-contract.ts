import { loginFormSchema, productFlagValues } from '@portal/forms';
import { z } from 'zod';
import { envelopeSchema } from './envelope.js';
import { userSchema } from './user-schema.js';

/** POST /fehbLogin/metlawPortalLogin (spec sections 3 and 7). */
export const loginPath = '/fehbLogin/metlawPortalLogin';

/**
 * The fields carry the login form's own rules (@portal/forms), so the service refuses exactly
 * what the form refuses: required, user id at most 50 and password at most 20 characters.
 */
export const loginRequestSchema = z.strictObject({
  strUserid: loginFormSchema.shape.userId,
  strPassword: loginFormSchema.shape.password,
  strProductNm: z.enum(productFlagValues),
});

export const loginReturnObjectSchema = z.object({
  /** Present on success. */
  objuservo: userSchema.optional(),
  /** On a wrong-program answer: the edition the account belongs to and where to sign in. */
  strProductNm: z.enum(productFlagValues).optional(),
  strSignInUrl: z.string().optional(),
});

export const loginResponseSchema = envelopeSchema(loginReturnObjectSchema);

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
