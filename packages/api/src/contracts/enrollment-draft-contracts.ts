import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import {
  acceptedAgreementSchema,
  agreementIdValues,
  agreementsVoSchema,
  enrollmentSteps,
  familyVoSchema,
  paymentVoSchema,
  reasonVoSchema,
} from './enrollment-forms.js';
import { envelopeSchema } from './envelope.js';
import { memberIdSchema, programIdSchema } from './plan-schemas.js';
import { refusalFields } from './refusal-fields.js';

/*
 * The enrollment draft (ours; the spec names no call for it; domain.md section 4, 'Drafts outlive
 * logouts'): one per member and program, on the service, saved by every step's Continue, so a
 * reload, another device after signing in or an idle logout loses nothing. It lives until the
 * enrollment is submitted, 'Start again' discards it, or it is 30 days old. Each step is checked
 * with its @portal/forms schema on the service before it is kept (300 with objFieldErrors
 * otherwise); a later step saved before an earlier one is refused (strNextStep says where the
 * draft stands).
 */

export const fetchEnrollmentDraftPath = '/fetchEnrollmentDraft';
export const saveEnrollmentDraftPath = '/saveEnrollmentDraft';
export const discardEnrollmentDraftPath = '/discardEnrollmentDraft';
export const fetchEnrollmentAgreementsPath = '/fetchEnrollmentAgreements';

const step = z.enum(enrollmentSteps);
const programRequest = z.strictObject({ strMember_Id: memberIdSchema, strProgId: programIdSchema });

/** POST /fetchEnrollmentDraft: the draft, or returnCode 404 when there is none (start at REASON). */
export const fetchEnrollmentDraftRequestSchema = programRequest;
export const enrollmentDraftSchema = z.object({
  strProgId: programIdSchema,
  strNextStep: step,
  dtDraftExpires: z.string().check(z.describe('ISO instant the draft ends (30 days after saving)')),
  dtUpdatedAt: z.string(),
  objReason: z.nullable(reasonVoSchema),
  objFamily: z.nullable(familyVoSchema),
  objPayment: z.nullable(paymentVoSchema),
  liAgreements: z.array(acceptedAgreementSchema),
});
export const fetchEnrollmentDraftResponseSchema = envelopeSchema(enrollmentDraftSchema);

/**
 * POST /saveEnrollmentDraft: one step's answers. REASON may start a new draft; the others need
 * the earlier steps saved. AGREEMENTS records each agreement with its version and the service's
 * time. A later step's answers that no longer fit an earlier change (a tier after the family
 * changed, a bank after the payment type changed) are dropped and strNextStep goes back there.
 */
export const saveEnrollmentDraftRequestSchema = z.union([
  z.strictObject({
    strMember_Id: memberIdSchema,
    strProgId: programIdSchema,
    strStep: z.literal('REASON'),
    objReason: reasonVoSchema,
  }),
  z.strictObject({
    strMember_Id: memberIdSchema,
    strProgId: programIdSchema,
    strStep: z.literal('FAMILY'),
    objFamily: familyVoSchema,
  }),
  z.strictObject({
    strMember_Id: memberIdSchema,
    strProgId: programIdSchema,
    strStep: z.literal('PAYMENT'),
    objPayment: paymentVoSchema,
  }),
  z.strictObject({
    strMember_Id: memberIdSchema,
    strProgId: programIdSchema,
    strStep: z.literal('AGREEMENTS'),
    objAgreements: agreementsVoSchema,
  }),
]);

/**
 * returnCode 200: saved; go to strNextStep. 300: refused by a rule (objFieldErrors by the step
 * form's field names, strMessage), or a step out of order (strNextStep: where the draft stands).
 * 203: a covered family member is enrolled under another person's plan (strMessage).
 */
export const saveEnrollmentDraftResponseSchema = envelopeSchema(
  z.object({
    strNextStep: z.optional(step),
    dtDraftExpires: z.optional(z.string()),
    ...refusalFields,
  }),
);

/** POST /discardEnrollmentDraft: 'Start again'. `{}` whether or not there was one. */
export const discardEnrollmentDraftRequestSchema = programRequest;
export const discardEnrollmentDraftResponseSchema = envelopeSchema(z.object({}));

/**
 * POST /fetchEnrollmentAgreements: the texts the member agrees to, each with its version: the
 * terms and conditions always; with automatic bank withdrawal (16) its terms and the bank
 * authorization, naming the bank (masked). strPaymentType: default the draft's.
 */
export const fetchEnrollmentAgreementsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
});
export const agreementSchema = z.object({
  strAgreementId: z.enum(agreementIdValues),
  strTitle: z.string().check(z.describe("Spec section 2's confirmation page title")),
  strVersion: z.string(),
  liParagraphs: z.array(z.string()),
  strCheckboxLabel: z.string(),
});
export const fetchEnrollmentAgreementsResponseSchema = envelopeSchema(
  z.object({ liAgreements: z.array(agreementSchema) }),
);

export type EnrollmentDraft = z.infer<typeof enrollmentDraftSchema>;
export type FetchEnrollmentDraftResponse = z.infer<typeof fetchEnrollmentDraftResponseSchema>;
export type SaveEnrollmentDraftRequest = z.input<typeof saveEnrollmentDraftRequestSchema>;
export type SaveEnrollmentDraftResponse = z.infer<typeof saveEnrollmentDraftResponseSchema>;
export type Agreement = z.infer<typeof agreementSchema>;
export type FetchEnrollmentAgreementsResponse = z.infer<
  typeof fetchEnrollmentAgreementsResponseSchema
>;

const scope = 'Another strMember_Id or a program not in the catalogue answers 404.';

export const fetchEnrollmentDraftEndpoint = {
  path: fetchEnrollmentDraftPath,
  request: fetchEnrollmentDraftRequestSchema,
  response: fetchEnrollmentDraftResponseSchema,
  authenticated: true,
  summary: "The member's enrollment draft for a program (ours)",
  description: `returnCode 404 (on HTTP 200, no object) when there is none: it was submitted, discarded, or is 30 days old. ${scope}`,
} as const satisfies Endpoint;

export const saveEnrollmentDraftEndpoint = {
  path: saveEnrollmentDraftPath,
  request: saveEnrollmentDraftRequestSchema,
  response: saveEnrollmentDraftResponseSchema,
  authenticated: true,
  summary: 'Saves one step of the enrollment draft (ours)',
  description: `Each step checked with its @portal/forms schema on the service. ${scope}`,
} as const satisfies Endpoint;

export const discardEnrollmentDraftEndpoint = {
  path: discardEnrollmentDraftPath,
  request: discardEnrollmentDraftRequestSchema,
  response: discardEnrollmentDraftResponseSchema,
  authenticated: true,
  summary: 'Start again: deletes the enrollment draft (ours)',
  description: `${scope}`,
} as const satisfies Endpoint;

export const fetchEnrollmentAgreementsEndpoint = {
  path: fetchEnrollmentAgreementsPath,
  request: fetchEnrollmentAgreementsRequestSchema,
  response: fetchEnrollmentAgreementsResponseSchema,
  authenticated: true,
  summary: 'The agreements of the enrollment, with their versions (ours)',
  description: `Terms and conditions; with automatic bank withdrawal its terms and the bank authorization. ${scope}`,
} as const satisfies Endpoint;
