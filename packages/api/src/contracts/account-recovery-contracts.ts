import { contactMethodValues, productFlagValues } from '@portal/forms/code-lists';
import { isValidSsn, NAME_MAX_LENGTH } from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { contactMethodSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * Finding an account and checking the temporary-password link it is sent (spec sections 2, 3
 * 'Locate-account session', 7 and 8). Every call here works without a session. Saving the new
 * password is security-credentials-contract.ts: only its pages load the common-password list.
 */
export const findYourAccountPath = '/fehbLogin/findYourAccount';
/** Ours: the spec shows no path for sending the temporary-password link. */
export const sendTemporaryPasswordLinkPath = '/fehbLogin/sendTemporaryPasswordLink';
/** Spec section 7: temporary-password link validation (token_Id and a method). */
export const validateTokenPath = '/fehbLogin/validateToken';

/** A random credential the service made (base64url); never a member id. */
const opaqueToken = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/), z.describe('base64url text made by the service'));

/** POST /fehbLogin/findYourAccount: the facts the member proves who they are with. */
export const findYourAccountRequestSchema = z.strictObject({
  strLast_Nm: singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH))),
  strSSN: z
    .string()
    .check(
      z.refine(isValidSsn, { error: 'invalidSsn' }),
      z.describe('Nine digits, plain or 123-45-6789; never stored or logged'),
    ),
  dtDOB: z.iso.date().check(z.describe('Date of birth, YYYY-MM-DD')),
  strProductNm: z.enum(productFlagValues),
});

/**
 * returnCode 200: found; the locate token lets the caller send the link for the next 15 minutes.
 * returnCode 404 with the spec's message: not found, whichever fact was wrong (no enumeration).
 */
export const findYourAccountResponseSchema = envelopeSchema(
  z.object({
    strLocateToken: opaqueToken,
    strUserId: z.string().check(z.describe('The username of the account found')),
    liContactMethods: z.array(contactMethodSchema),
  }),
);

/** POST /fehbLogin/sendTemporaryPasswordLink: where to send the link (E email, S text message). */
export const sendTemporaryPasswordLinkRequestSchema = z.strictObject({
  strLocateToken: opaqueToken,
  strTokenMethod: z.enum(contactMethodValues),
});

/**
 * returnCode 200: sent, to the masked destination, valid for the minutes given. 404: the locate
 * token is unknown or out of date (find the account again). 300: no valid destination of that
 * method. 429: too many links for this account; try later.
 */
export const sendTemporaryPasswordLinkResponseSchema = envelopeSchema(
  z.object({
    strMaskedDestination: z.optional(z.string()),
    iExpiresInMinutes: z.optional(z.int()),
    strMessage: z.optional(z.string()),
  }),
);

/** The three states of a temporary-password link (spec section 2). */
export const linkStatuses = { valid: 'VALID', expired: 'EXPIRED', notFound: 'NOT_FOUND' } as const;
export type LinkStatus = (typeof linkStatuses)[keyof typeof linkStatuses];
export const linkStatus = z.enum([linkStatuses.valid, linkStatuses.expired, linkStatuses.notFound]);

/** A temporary-password link: the token of its path and the method of its query (E or S). */
export const linkFields = {
  token_Id: opaqueToken,
  method: z
    .enum(contactMethodValues)
    .check(z.describe('How the link was sent: E email, S text message')),
};

/** POST /fehbLogin/validateToken. */
export const validateTokenRequestSchema = z.strictObject(linkFields);

/**
 * returnCode 200 VALID with the username and whether security questions are set (Y/N: when N,
 * the reset must set them); 300 EXPIRED (out of date, used, or replaced by a newer link); 404
 * NOT_FOUND (no such link, or sent by the other method).
 */
export const validateTokenResponseSchema = envelopeSchema(
  z.object({
    strLinkStatus: linkStatus,
    strUserId: z.optional(z.string()),
    strFirst_Nm: z.optional(z.string()),
    strSecurityQuestionsSet: z.optional(z.enum(['Y', 'N'])),
  }),
);

export type FindYourAccountRequest = z.input<typeof findYourAccountRequestSchema>;
export type FindYourAccountResponse = z.infer<typeof findYourAccountResponseSchema>;
export type SendTemporaryPasswordLinkRequest = z.input<
  typeof sendTemporaryPasswordLinkRequestSchema
>;
export type ValidateTokenRequest = z.input<typeof validateTokenRequestSchema>;
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

/** The `findYourAccount` call: its path, contracts and how it travels (see endpoints.ts). */
export const findYourAccountEndpoint = {
  path: findYourAccountPath,
  request: findYourAccountRequestSchema,
  response: findYourAccountResponseSchema,
  summary: 'Find an account by last name, SSN and date of birth',
  description:
    'Looks up the account of this edition whose last name, SSN and date of birth all match. ' +
    'Found: returnCode 200 with the username, the contact methods (masked; flagged ones marked ' +
    'invalid) and a locate token good for 15 minutes. Anything else answers returnCode 404 with ' +
    "the spec's message, the same whichever fact was wrong. Rate limited per address and per " +
    'last name and date of birth.',
} as const satisfies Endpoint;

/** The `sendTemporaryPasswordLink` call: its path, contracts and how it travels (see endpoints.ts). */
export const sendTemporaryPasswordLinkEndpoint = {
  path: sendTemporaryPasswordLinkPath,
  request: sendTemporaryPasswordLinkRequestSchema,
  response: sendTemporaryPasswordLinkResponseSchema,
  summary: 'Send a temporary-password link to a located account',
  description:
    'Sends the account found with the locate token a link by email (E) or text message (S): ' +
    '`/profile_reset/<token>?method=<E|S>` on its edition, good once, for 30 minutes by ' +
    'default; it replaces any link sent before. Ours: the spec shows no path for this call.',
} as const satisfies Endpoint;

/** The `validateToken` call: its path, contracts and how it travels (see endpoints.ts). */
export const validateTokenEndpoint = {
  path: validateTokenPath,
  request: validateTokenRequestSchema,
  response: validateTokenResponseSchema,
  summary: 'Check a temporary-password link',
  description:
    'Tells whether the link of token_Id and method still works (VALID), is out of date, used ' +
    'or replaced (EXPIRED), or is not known (NOT_FOUND). Does not use the link up.',
} as const satisfies Endpoint;
