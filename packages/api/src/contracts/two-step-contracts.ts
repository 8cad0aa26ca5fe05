import { contactMethodValues } from '@portal/forms/code-lists';
import { ONE_TIME_CODE_LENGTH } from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { signedInFields } from './signed-in-schemas.js';

/**
 * Two-step verification (spec sections 3, 4 and 7): after a sign-in answered with forward code 10
 * the member asks for a one-time code (generate2FACode) and types it (validate2FACode), which
 * opens the session. Both calls need the pending sign-in's cookie (twoStepCookie), which only that
 * sign-in answer sets; neither needs or accepts a bearer token. Where the code goes is never taken
 * from the request: only the contact details on file, chosen by method (E email, S SMS).
 */
export const generate2FACodePath = '/fehbLogin/generate2FACode';
export const validate2FACodePath = '/fehbLogin/validate2FACode';

/** Spec section 3: the token methods; L is the second step of a sign-in (spec section 4). */
export const twoStepTokenMethods = { login: 'L' } as const;

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe('The member id of the login answer'),
);
const tokenMethod = z
  .enum([twoStepTokenMethods.login])
  .check(z.describe('L: the second step of a sign-in (the only method today)'));
const contactMethod = z
  .enum(contactMethodValues)
  .check(z.describe('E email, S SMS (text message)'));

/**
 * A place in the portal to go after the second step: a path of this site only ('/dashboard'), so
 * the parameter cannot send a member to another site (an open redirect).
 */
export const redirectPathSchema = singleLine(
  z
    .string()
    .check(
      z.maxLength(200),
      z.regex(/^\/(?![/\\])[^\s\\]*$/, { message: 'must be a path of this site' }),
    ),
);

/** The default redirect target (spec section 4: two-factor redirects to the dashboard). */
export const defaultRedirectPath = '/dashboard';

/** POST /fehbLogin/generate2FACode: send a new code; the one sent before stops working. */
export const generate2FACodeRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strTokenMethod: tokenMethod,
  str2FAPref: contactMethod,
});

export const generate2FACodeReturnObjectSchema = z.object({
  str2FAPref: contactMethod,
  /** Where it went, masked: 'p*****n@example.org' or '(***) ***-0111'. */
  strMaskedContact: z.string(),
  /** How long the code works (600: 10 minutes). */
  lnCodeLifetimeSeconds: z.int().check(z.positive()),
});

export const generate2FACodeResponseSchema = envelopeSchema(generate2FACodeReturnObjectSchema);

/** Why a code was refused (returnCode 300), for the messages of spec section 8. */
export const oneTimeCodeStatuses = ['invalid', 'expired', 'tooManyAttempts'] as const;
export type OneTimeCodeStatus = (typeof oneTimeCodeStatuses)[number];

/** POST /fehbLogin/validate2FACode: check the code; on success the session opens. */
export const validate2FACodeRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strTokenMethod: tokenMethod,
  /** The method the code was sent by; saved as the member's preference when they had none. */
  str2FAPref: contactMethod,
  /** The one-time code the member typed. */
  verify2FA: z.string().check(z.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`))),
  redirectURL: z.optional(redirectPathSchema),
});

export const validate2FACodeReturnObjectSchema = z.object({
  // On success (returnCode 200): the same fields as a sign-in, and where to go.
  objuservo: z.optional(signedInFields.objuservo),
  objSessionSettings: z.optional(signedInFields.objSessionSettings),
  objProfileCompletion: z.optional(signedInFields.objProfileCompletion),
  redirectURL: z.optional(redirectPathSchema),
  /** On a refused code (returnCode 300). */
  strCodeStatus: z.optional(z.enum(oneTimeCodeStatuses)),
});

export const validate2FACodeResponseSchema = envelopeSchema(validate2FACodeReturnObjectSchema);

export type Generate2FACodeRequest = z.infer<typeof generate2FACodeRequestSchema>;
export type Generate2FACodeResponse = z.infer<typeof generate2FACodeResponseSchema>;
export type Validate2FACodeRequest = z.infer<typeof validate2FACodeRequestSchema>;
export type Validate2FACodeResponse = z.infer<typeof validate2FACodeResponseSchema>;

/** The `generate2FACode` call: its path, contracts and how it travels (see endpoints.ts). */
export const generate2FACodeEndpoint = {
  path: generate2FACodePath,
  request: generate2FACodeRequestSchema,
  response: generate2FACodeResponseSchema,
  withCredentials: true,
  summary: 'Send a one-time code (two-step verification)',
  description:
    'Needs the pending sign-in cookie of a login answered with forwardCode 10. Sends a new ' +
    '6-digit code by email (E) or text message (S) to the contact on file, never to an address ' +
    'in the request; the code sent before stops working. Answers where it went, masked, and ' +
    'how long it works (10 minutes). 401 when the pending sign-in is missing or over (log in ' +
    'again), 4740 when the account is locked, 429 when too many codes were asked for, 503 ' +
    'when the message could not be sent.',
} as const satisfies Endpoint;

/** The `validate2FACode` call: its path, contracts and how it travels (see endpoints.ts). */
export const validate2FACodeEndpoint = {
  path: validate2FACodePath,
  request: validate2FACodeRequestSchema,
  response: validate2FACodeResponseSchema,
  opensSession: true,
  withCredentials: true,
  summary: 'Check a one-time code and open the session',
  description:
    'Needs the pending sign-in cookie. The right code, once, within its lifetime, answers like ' +
    'a successful sign-in (returnCode 200, forwardCode 31, token, refresh cookie, user object) ' +
    'with the redirectURL to go to, and ends the pending sign-in. A refused code answers 300 ' +
    'with strCodeStatus invalid, expired or tooManyAttempts (3 tries per code, then a new code ' +
    'is needed). Each wrong code counts as a failed sign-in: the account locks at the same ' +
    'threshold (4740, forwardCode 5). 401 when the pending sign-in is missing or over.',
} as const satisfies Endpoint;
