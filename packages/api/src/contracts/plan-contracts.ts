import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import {
  coverageTierSchema,
  enrollOptionSchema,
  memberIdSchema,
  memberRequestSchema,
  payFrequencySchema,
  planCostSchema,
  planIdSchema,
  planSummarySchema,
  planYearInfoSchema,
  planYearSchema,
  pricedPlanSchema,
  programIdSchema,
} from './plan-schemas.js';

/*
 * Choosing a plan (issue 20; spec section 2 '/tools/plan-option', 'plan-tier', 'select-plan',
 * 'compare-plans' signed in; spec section 7 'Tools' and 'Profile, family, enrollment and QLE').
 * Every call is a signed-in member's, about themselves: another strMember_Id answers 404, and so
 * does a program not in the catalogue. Prices are the member's own: their coverage tier (from
 * their family unless the request names one) and their pay frequency.
 */

export const fetchProgramListPath = '/tools/fetchProgramList';
export const getPayFrequencyPath = '/getPayFrequency';
export const getHighLowPlanPath = '/tools/getHighLowPlan';
export const comparePlansPath = '/tools/comparePlans';
export const comparePlanDetailsPath = '/comparePlanDetails';
export const viewCoverageDetailsPath = '/tools/viewCoverageDetails';

/** A program of the catalogue offered in the member's edition. */
export const programSchema = z.object({
  strProgId: programIdSchema,
  strProgramNm: z.string(),
  /** Spec section 4, 'Starting enrollment': program index 1 (LAW) goes to /enrollment. */
  strStartPath: z.string().check(z.describe('Where enrolling in this program starts')),
  liPlans: z.array(planSummarySchema),
});

/** POST /tools/fetchProgramList: the programs of the catalogue in the member's edition. */
export const fetchProgramListRequestSchema = memberRequestSchema;
export const fetchProgramListResponseSchema = envelopeSchema(
  z.object({ liPrograms: z.array(programSchema) }),
);

/** POST /getPayFrequency: the member's pay frequency, which every per-paycheck price follows. */
export const getPayFrequencyRequestSchema = memberRequestSchema;
export const getPayFrequencyResponseSchema = envelopeSchema(
  z.object({
    strPayFreq: payFrequencySchema,
    strPayFreqDesc: z.string().check(z.describe("'Bi-weekly', 'Semi-monthly'…")),
    lnPeriodsPerYear: z.int().check(z.positive()),
    blnOnFile: z
      .boolean()
      .check(
        z.describe(
          'true: from the affiliation on file; false: the default of the member kind ' +
            '(federal employees B, annuitants and individuals M, uniformed S)',
        ),
      ),
  }),
);

/**
 * POST /tools/getHighLowPlan: the plan-option and plan-tier screens. The program's plans priced for
 * the member, the plan years (current and future, a year the member cannot choose now disabled),
 * and the search defaults of spec section 4 (zip, or 99999 outside the US; rate code R01).
 * `strPayYear` picks the year priced (default: the planned year); `strCoverageTier` prices another
 * tier than the family's (the plan-tier screen); `strFlowType` 'modifyPlan' plans a change of the
 * member's plan rather than a new enrollment.
 */
export const getHighLowPlanRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strPayYear: z.optional(planYearSchema),
  strCoverageTier: z.optional(coverageTierSchema),
  strFlowType: z.optional(z.enum(['enroll', 'modifyPlan'])),
});

export const planYearChoiceSchema = z.object({
  ...planYearInfoSchema.shape,
  blnDisabled: z.boolean(),
  strDisabledReason: z.optional(
    z
      .enum(['notPlannedYear', 'enrolled', 'noOpenWindow'])
      .check(
        z.describe(
          'notPlannedYear: the flow plans the other year; enrolled: the member has a plan that ' +
            'year already (enroll flow); noOpenWindow: nothing can be chosen for it online now',
        ),
      ),
  ),
});

export const planSearchSchema = z.object({
  strPayFreq: payFrequencySchema,
  strEnrlType: z.optional(enrollOptionSchema.shape.strEnrlType),
  strRateCd: z.string(),
  strZip: z.string().check(z.describe("The residence's ZIP, or 99999 outside the US")),
  strPayYear: planYearSchema,
  strCoverageTier: coverageTierSchema,
  lnCoveredDependents: z.int().check(z.minimum(0)),
});

export const getHighLowPlanResponseSchema = envelopeSchema(
  z.object({
    strProgId: programIdSchema,
    strProgramNm: z.string(),
    strFlowType: z.enum(['enroll', 'modifyPlan']),
    strPlannedYear: z
      .nullable(planYearSchema)
      .check(
        z.describe('The year this flow plans for; null when nothing can be chosen online now'),
      ),
    liPlanYears: z.array(planYearChoiceSchema),
    objPlanSearch: planSearchSchema,
    liPlans: z.array(pricedPlanSchema),
    objCurrentPlan: z
      .nullable(planSummarySchema)
      .check(z.describe("The member's plan in the priced year, if any (modifyPlan shows it)")),
  }),
);

/**
 * POST /tools/comparePlans: the comparison table (the kit's PlanComparison) for the signed-in
 * member: the program's plans priced for them, and the features of the public comparison.
 */
export const comparePlansRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strPayYear: z.optional(planYearSchema),
  strCoverageTier: z.optional(coverageTierSchema),
});

export const comparePlansResponseSchema = envelopeSchema(
  z.object({
    strPayYear: planYearSchema,
    strCoverageTier: coverageTierSchema,
    liPlans: z.array(pricedPlanSchema),
    strCaption: z.string(),
    strFeatureHeading: z.string(),
    liRows: z.array(
      z.object({
        strFeature: z.string(),
        liValues: z
          .array(z.string())
          .check(z.describe("One value per plan of liPlans, in liPlans' order")),
      }),
    ),
  }),
);

/**
 * POST /comparePlanDetails: the member's plan beside another plan of the same program and year,
 * at the member's tier and pay frequency, with the difference (modify plan).
 */
export const comparePlanDetailsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strPlanId: planIdSchema,
  strPayYear: planYearSchema,
});

export const comparePlanDetailsResponseSchema = envelopeSchema(
  z.object({
    objCurrentPlan: z
      .nullable(pricedPlanSchema)
      .check(
        z.describe("The member's plan that year (null: none; then the difference is the new cost)"),
      ),
    objNewPlan: pricedPlanSchema,
    lnDifferencePerPaycheckCents: z.int(),
    lnDifferencePerMonthCents: z.int(),
    lnDifferencePerYearCents: z.int(),
  }),
);

/** POST /tools/viewCoverageDetails: one plan, what it covers and its rates at every tier. */
export const viewCoverageDetailsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strPlanId: planIdSchema,
  strPayYear: z.optional(planYearSchema),
});

export const viewCoverageDetailsResponseSchema = envelopeSchema(
  z.object({
    objPlan: z.object({
      ...planSummarySchema.shape,
      strAdministrator: z.string(),
      liHighlights: z.array(z.string()),
    }),
    strPayYear: planYearSchema,
    liRates: z
      .array(z.object({ strCoverageTierDesc: z.string(), objCost: planCostSchema }))
      .check(z.describe("S, S1 and SF at the member's pay frequency")),
  }),
);

export type Program = z.infer<typeof programSchema>;
export type FetchProgramListResponse = z.infer<typeof fetchProgramListResponseSchema>;
export type GetPayFrequencyResponse = z.infer<typeof getPayFrequencyResponseSchema>;
export type GetHighLowPlanRequest = z.input<typeof getHighLowPlanRequestSchema>;
export type GetHighLowPlanResponse = z.infer<typeof getHighLowPlanResponseSchema>;
export type PlanYearChoice = z.infer<typeof planYearChoiceSchema>;
export type PlanSearch = z.infer<typeof planSearchSchema>;
export type ComparePlansRequest = z.input<typeof comparePlansRequestSchema>;
export type ComparePlansResponse = z.infer<typeof comparePlansResponseSchema>;
export type ComparePlanDetailsRequest = z.input<typeof comparePlanDetailsRequestSchema>;
export type ComparePlanDetailsResponse = z.infer<typeof comparePlanDetailsResponseSchema>;
export type ViewCoverageDetailsRequest = z.input<typeof viewCoverageDetailsRequestSchema>;
export type ViewCoverageDetailsResponse = z.infer<typeof viewCoverageDetailsResponseSchema>;

const notFound =
  "A strMember_Id other than the signed-in member's, or a program or plan not in the " +
  'catalogue, answers 404.';

export const fetchProgramListEndpoint = {
  path: fetchProgramListPath,
  request: fetchProgramListRequestSchema,
  response: fetchProgramListResponseSchema,
  authenticated: true,
  summary: "The catalogue's programs and plans in the member's edition",
  description: `Programs offered online in the session's edition, each with its plans (High is named Premium in the individual edition) and where enrolling starts. ${notFound}`,
} as const satisfies Endpoint;

export const getPayFrequencyEndpoint = {
  path: getPayFrequencyPath,
  request: getPayFrequencyRequestSchema,
  response: getPayFrequencyResponseSchema,
  authenticated: true,
  summary: "The member's pay frequency",
  description: `From the member's active affiliation, or the default of their kind. ${notFound}`,
} as const satisfies Endpoint;

export const getHighLowPlanEndpoint = {
  path: getHighLowPlanPath,
  request: getHighLowPlanRequestSchema,
  response: getHighLowPlanResponseSchema,
  authenticated: true,
  summary: 'The Standard and High plans priced for the member, with the plan years',
  description: `Plan years current and future (one disabled when it is not the planned year), the coverage tier from the member's family, the cost per paycheck at the member's own pay frequency, per month and per year. ${notFound}`,
} as const satisfies Endpoint;

export const comparePlansEndpoint = {
  path: comparePlansPath,
  request: comparePlansRequestSchema,
  response: comparePlansResponseSchema,
  authenticated: true,
  summary: 'The plan comparison table, priced for the member',
  description: `The features of the public comparison with the member's own prices. ${notFound}`,
} as const satisfies Endpoint;

export const comparePlanDetailsEndpoint = {
  path: comparePlanDetailsPath,
  request: comparePlanDetailsRequestSchema,
  response: comparePlanDetailsResponseSchema,
  authenticated: true,
  summary: "The member's plan beside another, with the difference in cost",
  description: `${notFound}`,
} as const satisfies Endpoint;

export const viewCoverageDetailsEndpoint = {
  path: viewCoverageDetailsPath,
  request: viewCoverageDetailsRequestSchema,
  response: viewCoverageDetailsResponseSchema,
  authenticated: true,
  summary: 'One plan: administrator, highlights and its rates at every tier',
  description: `${notFound}`,
} as const satisfies Endpoint;
