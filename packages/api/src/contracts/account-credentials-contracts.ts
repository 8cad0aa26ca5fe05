import { securityQuestionValues } from '@portal/forms/code-lists';
import { newPasswordField, singleLine, usernameField } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { accountCreationSteps } from './account-creation-forms.js';
import { fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { securityQuestionAnswersSchema } from './security-question-answers.js';
import { signedInFields } from './signed-in-schemas.js';

/*
 * The credentials step and the creation of the account (spec section 7 'Account creation':
 * userIDAvailabilityFEHB, retrieveHintQuestions, createUserAccount). Apart from the other steps'
 * contracts because the new-password rule brings the common-password list (about 40 kB
 * compressed), which only the credentials page should load.
 */
export const userIdAvailabilityPath = '/acctCreate/userIDAvailabilityFEHB';
export const retrieveHintQuestionsPath = '/acctCreate/retrieveHintQuestions';
export const createUserAccountPath = '/acctCreate/createUserAccount';

/** POST /acctCreate/userIDAvailabilityFEHB: is this username free? Needs the draft cookie. */
export const userIdAvailabilityRequestSchema = z.strictObject({ strUserId: usernameField() });

/**
 * returnCode 200 with strAvailable Y or N (N with the spec's 'username already exists' message).
 * 404 without a valid draft: the call answers only an application in progress, and is limited per
 * client address and per draft, so it cannot be used to list usernames.
 */
export const userIdAvailabilityResponseSchema = envelopeSchema(
  z.object({ strAvailable: z.optional(z.enum(['Y', 'N'])), strMessage: z.optional(z.string()) }),
);

export const retrieveHintQuestionsRequestSchema = z.strictObject({});
/** returnCode 200: the questions a member chooses three of. */
export const retrieveHintQuestionsResponseSchema = envelopeSchema(
  z.object({
    liQuestions: z.array(
      z.object({ strQuestionId: z.enum(securityQuestionValues), strQuestion: z.string() }),
    ),
  }),
);

/**
 * POST /acctCreate/createUserAccount: the credentials step's answers; everything else comes from
 * the draft the cookie names. The same rules as the screen: username (not an SSN, at most 50),
 * the new-password rules, three different questions answered.
 */
export const createUserAccountRequestSchema = z
  .strictObject({
    strUserId: usernameField(),
    strPassword: newPasswordField(),
    strConfirmPassword: singleLine(z.string().check(z.maxLength(100))),
    liSecurityQuestions: securityQuestionAnswersSchema,
  })
  .check(
    z.refine((body) => body.strConfirmPassword === body.strPassword, {
      error: 'passwordMismatch',
      path: ['strConfirmPassword'],
    }),
  );

/**
 * returnCode 200, forwardCode 31: the account is created and the member signed in, as a login
 * success is (token headers, refresh cookie, objuservo, objProfileCompletion); the draft is gone.
 * A repeat of an application whose account was made signs in to it the same way (with the same
 * username and password), or answers 404 with strMessage (with others).
 * 300: refused, with objFieldErrors (username usernameTaken, password passwordIsUsername) or
 * strMessage for an account that exists already (SSN, or last name, email and state; emails linked
 * to another account), never saying which account. 404: no draft, or a draft with a step left
 * (strNextStep).
 */
export const createUserAccountResponseSchema = envelopeSchema(
  z.object({
    objuservo: z.optional(signedInFields.objuservo),
    objSessionSettings: z.optional(signedInFields.objSessionSettings),
    objProfileCompletion: z.optional(signedInFields.objProfileCompletion),
    objFieldErrors: z.optional(fieldErrorsSchema),
    strNextStep: z.optional(z.enum(accountCreationSteps)),
    strMessage: z.optional(z.string()),
  }),
);

export type UserIdAvailabilityRequest = z.input<typeof userIdAvailabilityRequestSchema>;
export type CreateUserAccountRequest = z.input<typeof createUserAccountRequestSchema>;
export type CreateUserAccountResponse = z.infer<typeof createUserAccountResponseSchema>;

export const userIDAvailabilityFEHBEndpoint = {
  path: userIdAvailabilityPath,
  request: userIdAvailabilityRequestSchema,
  response: userIdAvailabilityResponseSchema,
  withCredentials: true,
  summary: 'Is a username free (during an application)',
  description:
    'Answers only with the cookie of a valid draft (404 otherwise), and is rate limited per ' +
    'client address and per draft: the screen asks as the member types (debounced), nobody can ' +
    'use it to list usernames. Usernames compare without regard to case.',
} as const satisfies Endpoint;

export const retrieveHintQuestionsEndpoint = {
  path: retrieveHintQuestionsPath,
  request: retrieveHintQuestionsRequestSchema,
  response: retrieveHintQuestionsResponseSchema,
  summary: 'The security questions to choose from',
  description: 'The configured list (@portal/forms securityQuestions); choose three.',
} as const satisfies Endpoint;

export const createUserAccountEndpoint = {
  path: createUserAccountPath,
  request: createUserAccountRequestSchema,
  response: createUserAccountResponseSchema,
  opensSession: true,
  withCredentials: true,
  summary: 'Create the account and sign in',
  description:
    'Creates the member from the draft with the username, password (argon2id) and security ' +
    'answers in one transaction (the work the spec splits into createUserAccount and ' +
    'saveCredentials), deletes the draft and signs the member in (answer as a login success). ' +
    "Duplicates are refused with the spec's messages without naming the account: an SSN that has " +
    'an account, an account for the same last name, email and state, an email linked to another ' +
    'account, a username taken (also when two creations race for it). Made once per ' +
    'application: a repeat of the same draft (a double click, a retry) with the same username ' +
    'and password signs in to the account made, with a session of its own; with others it ' +
    'answers 404 (the account exists: log in).',
} as const satisfies Endpoint;
