import { contactMethodValues, productFlagValues } from '@portal/forms/code-lists';
import { loginFormSchema } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { signedInFields } from './signed-in-schemas.js';
import { twoStepTokenMethods } from './two-step-contracts.js';

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

/**
 * A sign-in that must pass two-step verification (forward code 10) gets no user object, only what
 * the verification screen shows: the member's contact methods, masked. Their details come with the
 * answer to the right code.
 */
export const twoStepStartSchema = z.object({
  strMember_Id: z.string(),
  /** The member's preferred method (E email, S SMS), or null when they have not chosen one. */
  str2FAPref: z.nullable(z.enum(contactMethodValues)),
  /** 'p*****n@example.org', or null when no email can receive codes. */
  strMaskedEmail: z.nullable(z.string()),
  /** '(***) ***-0111', or null when no mobile phone is on file. */
  strMaskedPhone: z.nullable(z.string()),
  /**
   * Spec section 4: the multi-factor sub-screen comes first. Set when the member has no preferred
   * method yet; the method of the code they pass with becomes their preference.
   */
  promptMFA: z.boolean(),
  strTokenMethod: z.enum([twoStepTokenMethods.login]),
});

export const loginReturnObjectSchema = z.object({
  /** Present on success (forward code 31), with the session settings and profile completion. */
  objuservo: z.optional(signedInFields.objuservo),
  objSessionSettings: z.optional(signedInFields.objSessionSettings),
  objProfileCompletion: z.optional(signedInFields.objProfileCompletion),
  /** Present with forward code 10 (two-step verification), with objSessionSettings. */
  objTwoStep: z.optional(twoStepStartSchema),
  /** On a wrong-program answer: the edition the account belongs to and where to sign in. */
  strProductNm: z.optional(z.enum(productFlagValues)),
  strSignInUrl: z.optional(z.string()),
});

export const loginResponseSchema = envelopeSchema(loginReturnObjectSchema);

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type TwoStepStart = z.infer<typeof twoStepStartSchema>;

/** The `login` call: its path, contracts and how it travels (see endpoints.ts). */
export const loginEndpoint = {
  path: loginPath,
  request: loginRequestSchema,
  response: loginResponseSchema,
  opensSession: true,
  withCredentials: true,
  summary: 'Sign in',
  description:
    'Checks the user id and password. On success (returnCode 200, forwardCode 31) the answer ' +
    'carries `Authorization: Bearer <token>` and `Token-Expires-At`, and sets the refresh ' +
    'cookie. Wrong password and unknown user id answer alike, in body and in time (returnCode ' +
    '404); a locked account answers 4740 with forwardCode 5; an account of the other edition, ' +
    'or a strProductNm other than the edition of the site called, answers 404 with forwardCode ' +
    '44 and where to sign in. A member with two-step verification gets forwardCode 10, no ' +
    'token, `objTwoStep` (masked contact methods) and the pending sign-in cookie for ' +
    'generate2FACode and validate2FACode. Failures lock a user id, known or not, from one client ' +
    'address after LOCKOUT_THRESHOLD (10) and from every address after ' +
    'LOCKOUT_THRESHOLD_EVERY_ADDRESS (100). Rate limited per address and per user id and address.',
} as const satisfies Endpoint;
