import { newPasswordField, singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { linkFields, linkStatus } from './account-recovery-contracts.js';
import { fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { securityQuestionAnswersSchema } from './security-question-answers.js';

/*
 * Saving a new password (spec section 7 'save or change password'): from a temporary-password
 * link, or the signed-in member's change. Apart from the other account-recovery calls because the
 * new-password rule brings the common-password list (about 40 kB compressed), which a page that
 * only finds an account must not load.
 */

/** Spec section 7: save or change password. */
export const editPortalSecurityCredentialsPath = '/editPortalSecurityCredentials';

const newPasswordFields = {
  strNewPassword: newPasswordField().check(
    z.describe('12 to 20 characters, not a common password'),
  ),
  strConfirmPassword: singleLine(z.string().check(z.maxLength(100))),
};

/** Saving a password from a temporary-password link (and the questions, when none are set). */
export const linkPasswordResetSchema = z.strictObject({
  ...linkFields,
  ...newPasswordFields,
  liSecurityQuestions: z.optional(securityQuestionAnswersSchema),
});

/** Changing the password of the signed-in member (security settings). */
export const signedInPasswordChangeSchema = z.strictObject({
  strMember_Id: singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
  strCurrentPassword: singleLine(z.string().check(z.minLength(1), z.maxLength(100))),
  ...newPasswordFields,
});

/**
 * POST /editPortalSecurityCredentials (spec section 7: save or change password). Two shapes: with
 * a link's token_Id it saves a new password for the link's member, no session needed; with
 * strMember_Id it changes the signed-in member's password and needs the bearer token and the
 * current password.
 */
export const editPortalSecurityCredentialsRequestSchema = z
  .union([linkPasswordResetSchema, signedInPasswordChangeSchema])
  .check(
    z.refine((body) => body.strConfirmPassword === body.strNewPassword, {
      error: 'passwordMismatch',
      path: ['strConfirmPassword'],
    }),
  );

/**
 * returnCode 200: saved (a notice goes to the member's email). 300 with objFieldErrors: refused
 * by a rule the service checks (newPassword passwordReused or passwordIsUsername, currentPassword
 * currentPasswordIncorrect, question1 required). A link that no longer works answers its status
 * as validateToken does.
 */
export const editPortalSecurityCredentialsResponseSchema = envelopeSchema(
  z.object({
    objFieldErrors: z.optional(fieldErrorsSchema),
    strLinkStatus: z.optional(linkStatus),
  }),
);

export type EditPortalSecurityCredentialsRequest = z.input<
  typeof editPortalSecurityCredentialsRequestSchema
>;

/** The `editPortalSecurityCredentials` call: its path, contracts and how it travels (see endpoints.ts). */
export const editPortalSecurityCredentialsEndpoint = {
  path: editPortalSecurityCredentialsPath,
  request: editPortalSecurityCredentialsRequestSchema,
  response: editPortalSecurityCredentialsResponseSchema,
  optionalSession: true,
  idempotent: true,
  summary: 'Save a password from a link, or change the signed-in password',
  description:
    "With token_Id and method: saves the new password of the link's member (and the security " +
    'questions, required when none are set), uses the link up, unlocks the account and ends ' +
    "all its sessions. With strMember_Id: changes the signed-in member's password given the " +
    "current one, and ends the member's other sessions. Either way a password of the last five " +
    'is refused (returnCode 300, objFieldErrors.newPassword passwordReused) and a notice goes ' +
    "to the member's email.",
} as const satisfies Endpoint;
