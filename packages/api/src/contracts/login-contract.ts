import { PASSWORD_MAX_LENGTH, productFlagValues, USER_ID_MAX_LENGTH } from '@portal/forms';
import { z } from 'zod';
import { envelopeSchema } from './envelope.js';
import { userSchema } from './user-schema.js';

/** POST /fehbLogin/metlawPortalLogin (spec sections 3 and 7). */
export const loginPath = '/fehbLogin/metlawPortalLogin';

export const loginRequestSchema = z.strictObject({
  strUserid: z.string().trim().min(1).max(USER_ID_MAX_LENGTH),
  strPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
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
