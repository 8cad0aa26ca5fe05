import { paymentTypeCodeValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import {
  coverageTierSchema,
  enrollmentKindValues,
  enrollOptionSchema,
  memberIdSchema,
  memberRequestSchema,
  payFrequencySchema,
  planCostSchema,
  planSummarySchema,
  planYearSchema,
  pricedPlanSchema,
  programIdSchema,
} from './plan-schemas.js';

/*
 * The member dashboard (issue 20; spec section 2 '/dashboard', '/dashboard/program-dashboard';
 * spec section 3 'Dashboard state'; spec section 7 'Profile, family, enrollment and QLE').
 * multiProgramDashboard names the member's programs and the open-season banner; programDashboard
 * answers everything one program's panel shows, this year and next, in one call. Another
 * strMember_Id, another member's enrollment id, or a program not in the catalogue answers 404.
 */

export const multiProgramDashboardPath = '/multiProgramDashboard';
export const programDashboardPath = '/programDashboard';
export const fetchUserPolicyDetailsPath = '/fetchUserPolicyDetails';
export const fetchFutureUserEnrollmentPath = '/fetchFutureUserEnrollment';
export const checkEnrollmentOptionsPath = '/checkEnrollmentOptions';

/**
 * pending: submitted, not yet in force; active: in force today; future: starts after today (an
 * open-season election for next year).
 */
export const enrollmentStatusValues = ['pending', 'active', 'future'] as const;

export const coveredPersonSchema = z.object({
  strPersonId: z.string().check(z.describe("The member's id for the member, a UUID for family")),
  strFirst_Nm: z.string(),
  strLast_Nm: z.string(),
  strRole: z.enum(['self', 'spouse', 'child', 'family']),
  strRelationship: z.nullable(z.string()).check(z.describe('Spec section 3 code; null for self')),
  strRelationshipDesc: z.string().check(z.describe("'Enrollee', 'Spouse', 'Child under 21…'")),
  dtFromDate: z.iso.date(),
});

/** One enrollment as the dashboard shows it (domain.md section 4). */
export const enrollmentViewSchema = z.object({
  strEnrollmentId: z.uuid(),
  strPolicyNbr: z.nullable(z.string()),
  strProgId: programIdSchema,
  strPayYear: planYearSchema,
  strStatus: z.enum(enrollmentStatusValues),
  strEnrlType: z.enum(enrollmentKindValues),
  objPlan: planSummarySchema,
  strCoverageTier: coverageTierSchema,
  strCoverageTierDesc: z.string(),
  dtEffDate: z.iso.date(),
  dtEndDate: z.iso.date().check(z.describe('The end of the plan year, or an earlier end')),
  strPaymentType: z.nullable(z.enum(paymentTypeCodeValues)),
  strPaymentTypeDesc: z.nullable(z.string()),
  blnAutoRenew: z.boolean(),
  liCoveredPersons: z.array(coveredPersonSchema),
  objCost: planCostSchema.check(z.describe("At the member's pay frequency")),
});

export const openSeasonSchema = z.object({
  blnOpenSeason: z.boolean().check(z.describe('true while open season runs (today inclusive)')),
  strPayYear: planYearSchema.check(z.describe('The plan year open-season elections are for')),
  dtOSStartDate: z.iso.date(),
  dtOSEndDate: z.iso.date(),
  dtOSEffectiveDate: z.iso.date(),
});

/** An action the dashboard offers; only actions that work online today are listed. */
export const dashboardActionSchema = z.object({
  strAction: z.enum(['modifyPlan', 'enroll', 'downloadDeclarations']),
  strPath: z
    .string()
    .check(z.describe("The portal's path, e.g. /tools/plan-option?flowType=modifyPlan")),
  strPayYear: z.optional(planYearSchema),
  blnContinues: z.optional(
    z
      .boolean()
      .check(
        z.describe('enroll: the member has an enrollment in progress, which the path resumes'),
      ),
  ),
});

/** A next step not online yet, and how to take it today (customer care, with the phone line). */
export const offlineStepSchema = z.object({
  strTopic: z.enum(['payments', 'familyChanges', 'cancel', 'planChange']),
  strMessage: z.string(),
});

/** POST /multiProgramDashboard: the member's programs and the open-season banner. */
export const multiProgramDashboardRequestSchema = memberRequestSchema;
export const multiProgramDashboardResponseSchema = envelopeSchema(
  z.object({
    dtToday: z.iso.date().check(z.describe("Today in the service's clock (Eastern)")),
    blnOpenSeason: z.boolean(),
    dtOSEndDate: z
      .nullable(z.iso.date())
      .check(z.describe("The banner's end date while open season runs; null otherwise")),
    objDemographics: z.object({
      strFirst_Nm: z.string(),
      strLast_Nm: z.string(),
      strProductNm: z.enum(['MFB', 'MP']),
      strPayFreq: payFrequencySchema,
    }),
    liPrograms: z.array(
      z.object({
        strProgId: programIdSchema,
        strProgramNm: z.string(),
        strCurrentStatus: z.nullable(z.enum(enrollmentStatusValues)),
        strFutureStatus: z.nullable(z.enum(enrollmentStatusValues)),
        blnCanEnroll: z.boolean(),
      }),
    ),
  }),
);

/** POST /programDashboard: one program's panel, this year and next, in one answer. */
export const programDashboardRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
});

export const programDashboardResponseSchema = envelopeSchema(
  z.object({
    strProgId: programIdSchema,
    strProgramNm: z.string(),
    strPayFreq: payFrequencySchema,
    objOpenSeason: openSeasonSchema,
    objCurrentYear: z.nullable(enrollmentViewSchema),
    objFutureYear: z.nullable(enrollmentViewSchema),
    liEnrollOptions: z
      .array(enrollOptionSchema)
      .check(z.describe('What the member can enroll in online now (empty: nothing)')),
    liAvailablePlans: z
      .array(pricedPlanSchema)
      .check(
        z.describe(
          "Without an enrollment: the plans of the first option's year, at the member's tier",
        ),
      ),
    liActions: z.array(dashboardActionSchema),
    liOfflineSteps: z.array(offlineStepSchema),
  }),
);

/** POST /fetchUserPolicyDetails: one of the member's enrollments, by id. */
export const fetchUserPolicyDetailsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strEnrollmentId: z.uuid(),
});
export const fetchUserPolicyDetailsResponseSchema = envelopeSchema(
  z.object({ objPolicy: enrollmentViewSchema }),
);

/** POST /fetchFutureUserEnrollment: the next plan year's enrollment (made in open season). */
export const fetchFutureUserEnrollmentRequestSchema = programDashboardRequestSchema;
export const fetchFutureUserEnrollmentResponseSchema = envelopeSchema(
  z.object({
    strPayYear: planYearSchema,
    objFutureEnrollment: z.nullable(enrollmentViewSchema),
  }),
);

/** POST /checkEnrollmentOptions: can the member enroll in this program online now, and how. */
export const checkEnrollmentOptionsRequestSchema = programDashboardRequestSchema;
export const checkEnrollmentOptionsResponseSchema = envelopeSchema(
  z.object({
    strProgId: programIdSchema,
    blnCanEnroll: z.boolean(),
    strStartPath: z.string().check(z.describe('Spec section 4: LAW (program index 1) /enrollment')),
    liEnrollOptions: z.array(enrollOptionSchema),
    strMessage: z.optional(
      z.string().check(z.describe('Why not, and how to do it today, when blnCanEnroll is false')),
    ),
  }),
);

export type CoveredPerson = z.infer<typeof coveredPersonSchema>;
export type EnrollmentView = z.infer<typeof enrollmentViewSchema>;
export type EnrollmentStatus = (typeof enrollmentStatusValues)[number];
export type OpenSeason = z.infer<typeof openSeasonSchema>;
export type DashboardAction = z.infer<typeof dashboardActionSchema>;
export type OfflineStep = z.infer<typeof offlineStepSchema>;
export type MultiProgramDashboardResponse = z.infer<typeof multiProgramDashboardResponseSchema>;
export type ProgramDashboardRequest = z.input<typeof programDashboardRequestSchema>;
export type ProgramDashboardResponse = z.infer<typeof programDashboardResponseSchema>;
export type FetchUserPolicyDetailsRequest = z.input<typeof fetchUserPolicyDetailsRequestSchema>;
export type FetchUserPolicyDetailsResponse = z.infer<typeof fetchUserPolicyDetailsResponseSchema>;
export type FetchFutureUserEnrollmentResponse = z.infer<
  typeof fetchFutureUserEnrollmentResponseSchema
>;
export type CheckEnrollmentOptionsResponse = z.infer<typeof checkEnrollmentOptionsResponseSchema>;

const notFound =
  "Another strMember_Id, another member's enrollment or a program not in the catalogue answers 404.";

export const multiProgramDashboardEndpoint = {
  path: multiProgramDashboardPath,
  request: multiProgramDashboardRequestSchema,
  response: multiProgramDashboardResponseSchema,
  authenticated: true,
  summary: "The member's programs and the open-season banner",
  description: `One row per program of the catalogue in the member's edition: the status this year and next, and whether they can enroll online now; dtOSEndDate while open season runs. ${notFound}`,
} as const satisfies Endpoint;

export const programDashboardEndpoint = {
  path: programDashboardPath,
  request: programDashboardRequestSchema,
  response: programDashboardResponseSchema,
  authenticated: true,
  summary: "One program's dashboard panel, this year and next",
  description: `Plan, tier, covered persons, cost per paycheck (the member's pay frequency) and per year, effective dates, payment method and status for this year and next; without an enrollment, what the member can enroll in; the actions that work online and how to take the other steps today. ${notFound}`,
} as const satisfies Endpoint;

export const fetchUserPolicyDetailsEndpoint = {
  path: fetchUserPolicyDetailsPath,
  request: fetchUserPolicyDetailsRequestSchema,
  response: fetchUserPolicyDetailsResponseSchema,
  authenticated: true,
  summary: "One of the member's enrollments",
  description: `${notFound}`,
} as const satisfies Endpoint;

export const fetchFutureUserEnrollmentEndpoint = {
  path: fetchFutureUserEnrollmentPath,
  request: fetchFutureUserEnrollmentRequestSchema,
  response: fetchFutureUserEnrollmentResponseSchema,
  authenticated: true,
  summary: "The member's enrollment for the next plan year, if any",
  description: `${notFound}`,
} as const satisfies Endpoint;

export const checkEnrollmentOptionsEndpoint = {
  path: checkEnrollmentOptionsPath,
  request: checkEnrollmentOptionsRequestSchema,
  response: checkEnrollmentOptionsResponseSchema,
  authenticated: true,
  summary: 'Whether and how the member can enroll in a program online now',
  description: `New hire within 60 days of the hire date, open season inside its window (for next year), individual members any time (from the first of next month). ${notFound}`,
} as const satisfies Endpoint;
