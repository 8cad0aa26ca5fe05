import { contactMethodValues } from '@portal/forms/code-lists';
import { ONE_TIME_CODE_LENGTH, PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * "Confirm it's you" (issue 22; ours: the spec shows no such call). Changing an email, a phone, an
 * address or the two-step settings needs the password or a one-time code given within the last
 * REAUTHENTICATION_WINDOW_MINUTES (15) of this session. A change asked for outside that window
 * answers returnCode 300 with `strReauthRequired: 'Y'` and changes nothing; the portal asks,
 * calls reauthenticate, and sends the change again.
 */
export const sendReauthenticationCodePath = '/sendReauthenticationCode';
export const reauthenticatePath = '/reauthenticate';

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);
const contactMethod = z
  .enum(contactMethodValues)
  .check(z.describe('E email, S SMS (text message): to the details on file'));

/**
 * The field a change answer carries when the window is closed (returnCode 300): ask the member to
 * confirm it's them, then send the same change again.
 */
export const reauthRequiredFields = {
  strReauthRequired: z.optional(
    z.literal('Y').check(z.describe("Y: confirm it's you first (reauthenticate), then resend")),
  ),
};

/** When the window closes: an ISO instant (UTC), null when it is closed. */
export const reauthenticatedUntilSchema = z.nullable(
  z.string().check(z.describe('ISO 8601 instant (UTC) the confirmation stops counting')),
);

/** POST /sendReauthenticationCode: a one-time code to the member's email or mobile phone. */
export const sendReauthenticationCodeRequestSchema = z.strictObject({
  strMember_Id: memberId,
  str2FAPref: contactMethod,
});

/**
 * returnCode 200: sent, where to (masked) and for how long; 300 with objFieldErrors
 * (`method: smsNeedsMobilePhone`, or the method's address flagged invalid: `method: pattern`).
 */
export const sendReauthenticationCodeResponseSchema = envelopeSchema(
  z.object({
    str2FAPref: z.optional(contactMethod),
    strMaskedContact: z.optional(z.string()),
    lnCodeLifetimeSeconds: z.optional(z.int().check(z.positive())),
    objFieldErrors: z.optional(z.record(z.string(), z.string())),
  }),
);

/** POST /reauthenticate: the password, or the code sent by sendReauthenticationCode. */
export const reauthenticateRequestSchema = z.union([
  z.strictObject({
    strMember_Id: memberId,
    strPassword: singleLine(
      z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
    ).check(z.describe('Never trimmed')),
  }),
  z.strictObject({
    strMember_Id: memberId,
    verify2FA: z.string().check(z.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`))),
  }),
]);

/**
 * returnCode 200 with `dtReauthenticatedUntil`: confirmed. 300: refused, with objFieldErrors
 * (`password: currentPasswordIncorrect`) or a code status (invalid, expired, tooManyAttempts, as
 * validate2FACode). Too many wrong passwords in a row end the session (401), as a bank would.
 */
export const reauthenticateResponseSchema = envelopeSchema(
  z.object({
    dtReauthenticatedUntil: z.optional(reauthenticatedUntilSchema),
    objFieldErrors: z.optional(z.record(z.string(), z.string())),
    strCodeStatus: z.optional(z.enum(['invalid', 'expired', 'tooManyAttempts'])),
  }),
);

/** E email, S SMS. */
export type ContactMethodCode = z.infer<typeof contactMethod>;
export type SendReauthenticationCodeRequest = z.input<typeof sendReauthenticationCodeRequestSchema>;
export type SendReauthenticationCodeResponse = z.infer<
  typeof sendReauthenticationCodeResponseSchema
>;
export type ReauthenticateRequest = z.input<typeof reauthenticateRequestSchema>;
export type ReauthenticateResponse = z.infer<typeof reauthenticateResponseSchema>;

const memberNote = 'Only for the signed-in member: another strMember_Id answers 404.';

export const sendReauthenticationCodeEndpoint = {
  path: sendReauthenticationCodePath,
  request: sendReauthenticationCodeRequestSchema,
  response: sendReauthenticationCodeResponseSchema,
  authenticated: true,
  summary: "Confirm it's you: send a one-time code",
  description:
    "Sends a one-time code to the member's email (E) or mobile phone (S) on file; a code sent " +
    `before stops working. Rate limited. Ours: the spec shows no such call. ${memberNote}`,
} as const satisfies Endpoint;

export const reauthenticateEndpoint = {
  path: reauthenticatePath,
  request: reauthenticateRequestSchema,
  response: reauthenticateResponseSchema,
  authenticated: true,
  summary: "Confirm it's you with the password or a one-time code",
  description:
    'Opens a 15-minute window of this session in which emails, phones, addresses and the ' +
    'two-step settings may be changed; writes an audit row. Wrong passwords count toward the ' +
    `sign-in lock. Ours: the spec shows no such call. ${memberNote}`,
} as const satisfies Endpoint;
