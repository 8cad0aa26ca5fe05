import { contactMethodValues, securityQuestionValues, yesNoValues } from '@portal/forms/code-lists';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { contactMethodSchema, fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { reauthRequiredFields } from './reauthentication-contracts.js';
import { securityQuestionAnswersSchema } from './security-question-answers.js';

/*
 * The security dashboard (spec section 2: Security Settings, /security-dashboard). Every call
 * needs the bearer token; a strMember_Id other than the signed-in member's answers 404.
 */
/** Ours: the spec shows no call that reads the security settings. */
export const fetchSecuritySettingsPath = '/fetchSecuritySettings';
/** Spec section 7: replaces the member's security questions. */
export const resetSecurityQuestionsFedPointPath = '/resetSecurityQuestionsFedPoint';
/** Ours: the spec shows no call that saves the two-step preference. */
export const updateTwoStepSettingsPath = '/updateTwoStepSettings';

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);

export const fetchSecuritySettingsRequestSchema = z.strictObject({ strMember_Id: memberId });

export const securitySettingsSchema = z.object({
  strTwoFactorEnabled: z.enum(yesNoValues),
  str2FAPref: z.nullable(z.enum(contactMethodValues)),
  strHasMobilePhone: z.enum(yesNoValues),
  liSecurityQuestionIds: z.array(z.enum(securityQuestionValues)),
  liContactMethods: z.array(contactMethodSchema),
});

export const fetchSecuritySettingsResponseSchema = envelopeSchema(securitySettingsSchema);

/** POST /resetSecurityQuestionsFedPoint: the current password and three new answers. */
export const resetSecurityQuestionsFedPointRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strCurrentPassword: singleLine(z.string().check(z.minLength(1), z.maxLength(100))),
  liSecurityQuestions: securityQuestionAnswersSchema,
});

/** POST /updateTwoStepSettings: on or off, and the method of the codes. */
export const updateTwoStepSettingsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strTwoFactorEnabled: z.enum(yesNoValues),
  str2FAPref: z.enum(contactMethodValues),
});

/**
 * returnCode 200: saved, and a notice went to the member's email. 300 with objFieldErrors: a rule
 * refused it (currentPassword currentPasswordIncorrect; twoStepMethod smsNeedsMobilePhone).
 */
export const securitySettingsChangeResponseSchema = envelopeSchema(
  z.object({
    objFieldErrors: z.optional(fieldErrorsSchema),
    /** updateTwoStepSettings (issue 22): confirm it's you first, then send it again. */
    ...reauthRequiredFields,
  }),
);

export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type ResetSecurityQuestionsFedPointRequest = z.input<
  typeof resetSecurityQuestionsFedPointRequestSchema
>;
export type UpdateTwoStepSettingsRequest = z.input<typeof updateTwoStepSettingsRequestSchema>;

/** The `fetchSecuritySettings` call: its path, contracts and how it travels (see endpoints.ts). */
export const fetchSecuritySettingsEndpoint = {
  path: fetchSecuritySettingsPath,
  request: fetchSecuritySettingsRequestSchema,
  response: fetchSecuritySettingsResponseSchema,
  authenticated: true,
  summary: "The signed-in member's security settings",
  description:
    'Two-step verification (on or off, and the method), the ids of the security questions ' +
    'set, and the contact methods with those flagged invalid. Ours: the spec shows no such call.',
} as const satisfies Endpoint;

/** The `resetSecurityQuestionsFedPoint` call: its path, contracts and how it travels (see endpoints.ts). */
export const resetSecurityQuestionsFedPointEndpoint = {
  path: resetSecurityQuestionsFedPointPath,
  request: resetSecurityQuestionsFedPointRequestSchema,
  response: securitySettingsChangeResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Replace the security questions',
  description:
    'Needs the current password. Replaces the three questions and answers, writes an audit ' +
    "row and sends a notice to the member's email.",
} as const satisfies Endpoint;

/** The `updateTwoStepSettings` call: its path, contracts and how it travels (see endpoints.ts). */
export const updateTwoStepSettingsEndpoint = {
  path: updateTwoStepSettingsPath,
  request: updateTwoStepSettingsRequestSchema,
  response: securitySettingsChangeResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Turn two-step verification on or off and choose its method',
  description:
    'Codes by text message (S) need a mobile phone on the profile. Writes an audit row and ' +
    "sends a notice to the member's email. Needs a confirmation (reauthenticate) within 15 " +
    'minutes: otherwise returnCode 300 with strReauthRequired Y, nothing saved. Ours: the spec ' +
    'shows no path for this call.',
} as const satisfies Endpoint;
