import { contactMethodValues, securityQuestionValues, yesNoValues } from '@portal/forms';
import { z } from 'zod';
import { contactMethodSchema, fieldErrorsSchema } from './contact-method-schema.js';
import { envelopeSchema } from './envelope.js';
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

const memberId = z.string().trim().min(1).max(20).describe("The signed-in member's id");

export const fetchSecuritySettingsRequestSchema = z.strictObject({ strMember_Id: memberId });

export const securitySettingsSchema = z.object({
  strTwoFactorEnabled: z.enum(yesNoValues),
  str2FAPref: z.enum(contactMethodValues).nullable(),
  strHasMobilePhone: z.enum(yesNoValues),
  liSecurityQuestionIds: z.array(z.enum(securityQuestionValues)),
  liContactMethods: z.array(contactMethodSchema),
});

export const fetchSecuritySettingsResponseSchema = envelopeSchema(securitySettingsSchema);

/** POST /resetSecurityQuestionsFedPoint: the current password and three new answers. */
export const resetSecurityQuestionsFedPointRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strCurrentPassword: z.string().min(1).max(100),
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
  z.object({ objFieldErrors: fieldErrorsSchema.optional() }),
);

export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type ResetSecurityQuestionsFedPointRequest = z.input<
  typeof resetSecurityQuestionsFedPointRequestSchema
>;
export type UpdateTwoStepSettingsRequest = z.input<typeof updateTwoStepSettingsRequestSchema>;
