import { securityQuestionValues } from '@portal/forms/code-lists';
import { securityAnswerField, securityQuestionField } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { apiBasePath } from './base-path.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { signedInFields } from './signed-in-schemas.js';
import { userSchema } from './user-schema.js';

/*
 * The security question at sign-in (spec section 4: forward code 1, securityCheck, goes to the
 * login security question). The sign-in that answers forward code 1 opens no session; it sets the
 * security-check cookie, and these two calls, which read it, finish the sign-in.
 */
export const getSecurityQuestionPath = '/getSecurityQuestion';
export const confirmSecurityAnswerPath = '/confirmSecurityAnswer';

/**
 * The pending sign-in's credential: HttpOnly, SameSite=Strict, Secure except on plain-http
 * localhost, valid ten minutes, scoped to the service's calls (the two calls above read it).
 */
export const securityCheckCookie = {
  name: 'portal_security_check',
  path: apiBasePath,
} as const;

const question = {
  strQuestionId: z.enum(securityQuestionValues),
  strQuestion: z.string(),
};

/** POST /getSecurityQuestion: an empty body; the cookie says whose sign-in it is. */
export const getSecurityQuestionRequestSchema = z.strictObject({});

/** returnCode 200: the question to answer. 401: no pending sign-in (it ended or was never begun). */
export const getSecurityQuestionResponseSchema = envelopeSchema(z.object(question));

/** POST /confirmSecurityAnswer: the answer to the question asked. */
export const confirmSecurityAnswerRequestSchema = z.strictObject({
  strQuestionId: securityQuestionField(),
  strAnswer: securityAnswerField(),
});

/**
 * returnCode 200, forwardCode 31: right; signed in as a login success is (token headers, refresh
 * cookie, objuservo). 300: wrong; another question to try (with the spec's message in
 * strMessage). 4740, forwardCode 5, strLockType secureAccount: too many wrong answers, the account
 * is locked. 401: no pending sign-in.
 */
export const confirmSecurityAnswerResponseSchema = envelopeSchema(
  z.object({
    objuservo: z.optional(userSchema),
    objSessionSettings: z.optional(signedInFields.objSessionSettings),
    objProfileCompletion: z.optional(signedInFields.objProfileCompletion),
    strQuestionId: z.optional(z.enum(securityQuestionValues)),
    strQuestion: z.optional(z.string()),
    strMessage: z.optional(z.string()),
    strLockType: z.optional(z.literal('secureAccount')),
  }),
);

export type GetSecurityQuestionResponse = z.infer<typeof getSecurityQuestionResponseSchema>;
export type ConfirmSecurityAnswerRequest = z.input<typeof confirmSecurityAnswerRequestSchema>;
export type ConfirmSecurityAnswerResponse = z.infer<typeof confirmSecurityAnswerResponseSchema>;

/** The `getSecurityQuestion` call: its path, contracts and how it travels (see endpoints.ts). */
export const getSecurityQuestionEndpoint = {
  path: getSecurityQuestionPath,
  request: getSecurityQuestionRequestSchema,
  response: getSecurityQuestionResponseSchema,
  withCredentials: true,
  summary: 'The security question of a pending sign-in',
  description:
    'After a sign-in answered forwardCode 1 (securityCheck), returns the question to answer. ' +
    'Reads the security-check cookie that sign-in set; without a live one, returnCode 401.',
} as const satisfies Endpoint;

/** The `confirmSecurityAnswer` call: its path, contracts and how it travels (see endpoints.ts). */
export const confirmSecurityAnswerEndpoint = {
  path: confirmSecurityAnswerPath,
  request: confirmSecurityAnswerRequestSchema,
  response: confirmSecurityAnswerResponseSchema,
  opensSession: true,
  withCredentials: true,
  summary: 'Answer the security question and finish signing in',
  description:
    'Right: signs the member in like a login success (token headers, refresh cookie, ' +
    'forwardCode 31). Wrong: returnCode 300 and another question. The third wrong answer ' +
    'locks the account (4740, forwardCode 5, strLockType secureAccount).',
} as const satisfies Endpoint;
