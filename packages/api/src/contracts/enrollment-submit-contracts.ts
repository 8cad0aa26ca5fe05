import { paymentTypeCodeValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import { coveredPersonSchema } from './dashboard-contracts.js';
import {
  downloadDeclarationsRequestSchema,
  enrollmentByIdScope,
} from './declarations-contracts.js';
import type { Endpoint } from './endpoint.js';
import { enrollmentSteps, recordIdSchema } from './enrollment-forms.js';
import { envelopeSchema } from './envelope.js';
import {
  coverageTierSchema,
  enrollmentKindValues,
  memberIdSchema,
  planCostSchema,
  planSummarySchema,
  planYearSchema,
  programIdSchema,
} from './plan-schemas.js';
import { refusalFields } from './refusal-fields.js';

/*
 * Submitting the enrollment and its confirmation (issue 21; spec section 2 'enrollment
 * confirmation'; spec section 7 /submitUserEnrollment, /downloadDeclarations, GET
 * /downloadPDF/{id}). submitUserEnrollment submits the member's draft for the program, as the
 * member checked it on 'Check your answers': every rule runs again on the service, then one
 * transaction writes the enrollment, its covered persons, the bank link, the policy number and
 * the audit row, and ends the draft. It is idempotent: a double click or a retry (the same
 * Idempotency-Key) gets the first answer, and two tabs (two keys, one draft) enroll once: the
 * second answers the same confirmation.
 */

export const submitUserEnrollmentPath = '/submitUserEnrollment';
export const fetchEnrollmentConfirmationPath = '/fetchEnrollmentConfirmation';

/** What the confirmation page shows (and the declarations PDF holds). */
export const enrollmentConfirmationSchema = z.object({
  strEnrollmentId: recordIdSchema,
  strPolicyNbr: z.string(),
  strProgId: programIdSchema,
  strProgramNm: z.string(),
  strPayYear: planYearSchema,
  strEnrlType: z.enum(enrollmentKindValues),
  strStatus: z.enum(['pending', 'active', 'future']),
  objPlan: planSummarySchema,
  strCoverageTier: coverageTierSchema,
  strCoverageTierDesc: z.string(),
  dtEffDate: z.iso.date(),
  objCost: planCostSchema.check(z.describe("Per paycheck at the member's pay frequency")),
  strPaymentType: z.enum(paymentTypeCodeValues),
  strPaymentTypeDesc: z.string(),
  strBankMasked: z.nullable(
    z.string().check(z.describe("16 only: the bank's name and '****6789'")),
  ),
  liCoveredPersons: z.array(coveredPersonSchema),
  liNextSteps: z.array(z.string()).check(z.describe('What happens next, in order')),
  dtSubmittedAt: z.string(),
  strDeclarationsDocumentId: recordIdSchema.check(z.describe('For downloadDeclarations')),
});

/** POST /submitUserEnrollment (idempotent): submits the draft. */
export const submitUserEnrollmentRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
});

/**
 * returnCode 200: enrolled, with the confirmation. 300: a rule refuses the draft now (the window
 * closed, an agreement's version changed, a family member aged out…): strMessage,
 * objFieldErrors and strStep, the step to go back to. 203: a covered family member is enrolled
 * under another person's plan. 404: no draft (and no enrollment made from it).
 */
export const submitUserEnrollmentResponseSchema = envelopeSchema(
  z.object({
    objConfirmation: z.optional(enrollmentConfirmationSchema),
    strStep: z.optional(z.enum(enrollmentSteps)),
    ...refusalFields,
  }),
);

/** POST /fetchEnrollmentConfirmation (ours): the confirmation again, after a reload. */
export const fetchEnrollmentConfirmationRequestSchema = downloadDeclarationsRequestSchema;
export const fetchEnrollmentConfirmationResponseSchema = envelopeSchema(
  z.object({ objConfirmation: enrollmentConfirmationSchema }),
);

export type EnrollmentConfirmation = z.infer<typeof enrollmentConfirmationSchema>;
export type SubmitUserEnrollmentRequest = z.input<typeof submitUserEnrollmentRequestSchema>;
export type SubmitUserEnrollmentResponse = z.infer<typeof submitUserEnrollmentResponseSchema>;
export type FetchEnrollmentConfirmationResponse = z.infer<
  typeof fetchEnrollmentConfirmationResponseSchema
>;

const scope = enrollmentByIdScope;

export const submitUserEnrollmentEndpoint = {
  path: submitUserEnrollmentPath,
  request: submitUserEnrollmentRequestSchema,
  response: submitUserEnrollmentResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: "Submits the member's enrollment draft, once",
  description: `Every rule again, then the enrollment, covered persons, bank link, policy number and audit row in one transaction. A repeat (same key, or the same draft from another tab) answers the first confirmation. ${scope}`,
} as const satisfies Endpoint;

export const fetchEnrollmentConfirmationEndpoint = {
  path: fetchEnrollmentConfirmationPath,
  request: fetchEnrollmentConfirmationRequestSchema,
  response: fetchEnrollmentConfirmationResponseSchema,
  authenticated: true,
  summary: "The confirmation of one of the member's enrollments (ours)",
  description: `${scope}`,
} as const satisfies Endpoint;
