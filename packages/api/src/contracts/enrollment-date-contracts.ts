import { enrollmentReasonValues } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { memberIdSchema, planYearSchema, programIdSchema } from './plan-schemas.js';
import { refusalFields } from './refusal-fields.js';

/*
 * Enrolling, 'Why and when' (issue 21; spec section 4 'Date windows' and login codes 19 to 21,
 * 24 to 27; spec section 5; spec section 7). Every call is the signed-in member's about
 * themselves: another strMember_Id, or a program not in the catalogue, answers 404. A body that
 * breaks its contract answers 400. A rule of @portal/forms that refuses the input answers 300
 * (badRequest) with objFieldErrors by the form's field names and strMessage, the catalogue's text.
 */

export const validateNewHireDatesPath = '/validateNewHireDates';
export const seasonSearchFlgsPath = '/tools/seasonSearchFlgs';
export const calculateEffectiveDatesPath = '/calculateEffectiveDates';
export const fetchBaseCoverageDatePath = '/fetchBaseCoverageDate';
export const validateCoverageDatePath = '/validateCoverageDate';

const isoDate = z.iso.date();
const reason = z.enum(enrollmentReasonValues);

export { refusalFields };

/** POST /validateNewHireDates: the member's hire date (typed, or the one on file) and its windows. */
export const validateNewHireDatesRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strEnrlType: z.optional(z.enum(['newHire', 'belated'])),
  dtHireDate: z.optional(z.nullable(isoDate).check(z.describe('None: the hire date on file'))),
});

/**
 * returnCode 200: the date is inside the window of strEnrlType (default newHire). 300: refused,
 * objFieldErrors.hireDate 'dateOutsideEnrollmentWindow', 'hireDateInFuture' or 'required' (none
 * typed and none on file). Either way the windows come back when a date is known. iLoginCode is
 * the login code the same state gives at sign-in (19, 20, 21, 26, 27).
 */
export const validateNewHireDatesResponseSchema = envelopeSchema(
  z.object({
    dtHireDate: z.nullable(isoDate),
    blnOnFile: z.boolean().check(z.describe('true: the hire date is the one on file')),
    strStanding: z.nullable(z.enum(['notYetHired', 'newHire', 'belated', 'closed'])),
    dtWindowStart: z.nullable(isoDate).check(z.describe('New hire: the hire date')),
    dtWindowEnd: z.nullable(isoDate).check(z.describe('New hire: 60 days after the hire date')),
    dtBelatedStart: z.nullable(isoDate),
    dtBelatedEnd: z.nullable(isoDate),
    iLoginCode: z.nullable(z.int()),
    ...refusalFields,
  }),
);

/** POST /tools/seasonSearchFlgs: open season now, for which plan year, and the member's part. */
export const seasonSearchFlgsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
});
export const seasonSearchFlgsResponseSchema = envelopeSchema(
  z.object({
    blnOpenSeason: z
      .boolean()
      .check(z.describe('true while open season runs (both ends included)')),
    strPayYear: planYearSchema.check(z.describe('The year open-season elections are for')),
    dtOSStartDate: isoDate,
    dtOSEndDate: isoDate,
    dtOSEffectiveDate: isoDate,
    blnEnrolledNextYear: z.boolean(),
    blnEnrolledThisYear: z.boolean(),
    blnCanEnroll: z
      .boolean()
      .check(z.describe('Open season is on and the member may enroll in it')),
    iLoginCode: z
      .nullable(z.int())
      .check(z.describe('24 (no plan on file) or 25 (a plan this year) while open season runs')),
  }),
);

/** POST /calculateEffectiveDates: when coverage would start for a reason (and plan year). */
export const calculateEffectiveDatesRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strEnrlType: reason,
  strPayYear: z.optional(planYearSchema.check(z.describe('Default: the year the date falls in'))),
  dtHireDate: z.optional(z.nullable(isoDate)),
});

/**
 * returnCode 200: the effective date and the dates the member may choose instead (the base date
 * first). 300: refused, with strMessage: the reason is not open to the member now
 * ('dateOutsideEnrollmentWindow'), or no pay period remains in the plan year asked for
 * ('noPayPeriodsRemainForPlanYear': "No pay periods remain for current plan year.").
 */
export const calculateEffectiveDatesResponseSchema = envelopeSchema(
  z.object({
    strEnrlType: reason,
    strPayYear: z.nullable(planYearSchema),
    dtEffDate: z.nullable(isoDate),
    dtCoverageEnd: z.nullable(isoDate).check(z.describe("The plan year's last day")),
    lnPayPeriodsRemaining: z
      .nullable(z.int().check(z.minimum(0)))
      .check(
        z.describe("Paychecks left in the plan year from dtEffDate, at the member's frequency"),
      ),
    liEffDateChoices: z.array(isoDate),
    dtEnrollBy: z.nullable(isoDate).check(z.describe('The last day this reason is open')),
    ...refusalFields,
  }),
);

/** POST /fetchBaseCoverageDate: the earliest date coverage can start for a reason. */
export const fetchBaseCoverageDateRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strEnrlType: reason,
});
export const fetchBaseCoverageDateResponseSchema = envelopeSchema(
  z.object({
    dtBaseCoverageDate: z.nullable(isoDate),
    dtLatestCoverageDate: z.nullable(isoDate),
    strPayYear: z.nullable(planYearSchema),
    ...refusalFields,
  }),
);

/** POST /validateCoverageDate: a coverage start date the member chose. */
export const validateCoverageDateRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strEnrlType: reason,
  strPayYear: planYearSchema,
  dtEffDate: isoDate,
});

/**
 * returnCode 200: the date is valid. 300: objFieldErrors.effectiveDate
 * 'coverageDateNotFirstOfMonth', 'dateOutsideEnrollmentWindow' or
 * 'noPayPeriodsRemainForPlanYear'.
 */
export const validateCoverageDateResponseSchema = envelopeSchema(
  z.object({ dtEffDate: isoDate, blnValid: z.boolean(), ...refusalFields }),
);

export type ValidateNewHireDatesRequest = z.input<typeof validateNewHireDatesRequestSchema>;
export type ValidateNewHireDatesResponse = z.infer<typeof validateNewHireDatesResponseSchema>;
export type SeasonSearchFlgsResponse = z.infer<typeof seasonSearchFlgsResponseSchema>;
export type CalculateEffectiveDatesRequest = z.input<typeof calculateEffectiveDatesRequestSchema>;
export type CalculateEffectiveDatesResponse = z.infer<typeof calculateEffectiveDatesResponseSchema>;
export type FetchBaseCoverageDateRequest = z.input<typeof fetchBaseCoverageDateRequestSchema>;
export type FetchBaseCoverageDateResponse = z.infer<typeof fetchBaseCoverageDateResponseSchema>;
export type ValidateCoverageDateRequest = z.input<typeof validateCoverageDateRequestSchema>;
export type ValidateCoverageDateResponse = z.infer<typeof validateCoverageDateResponseSchema>;

const scope =
  "Another strMember_Id or a program not in the catalogue answers 404; a rule's refusal 300 with objFieldErrors and the spec's message.";

export const validateNewHireDatesEndpoint = {
  path: validateNewHireDatesPath,
  request: validateNewHireDatesRequestSchema,
  response: validateNewHireDatesResponseSchema,
  authenticated: true,
  summary: "The member's hire date and its new-hire and belated windows",
  description: `A new hire enrolls from the hire date to 60 days after it; a belated enrollment in the 60 days after that. ${scope}`,
} as const satisfies Endpoint;

export const seasonSearchFlgsEndpoint = {
  path: seasonSearchFlgsPath,
  request: seasonSearchFlgsRequestSchema,
  response: seasonSearchFlgsResponseSchema,
  authenticated: true,
  summary: 'Open season: whether it runs, for which year, and whether the member may enroll',
  description: `In the service's clock (Eastern). ${scope}`,
} as const satisfies Endpoint;

export const calculateEffectiveDatesEndpoint = {
  path: calculateEffectiveDatesPath,
  request: calculateEffectiveDatesRequestSchema,
  response: calculateEffectiveDatesResponseSchema,
  authenticated: true,
  summary: 'When coverage starts for an enrollment reason',
  description: `New hire, belated and individual: the first of next month; open season: the plan year's first day. ${scope}`,
} as const satisfies Endpoint;

export const fetchBaseCoverageDateEndpoint = {
  path: fetchBaseCoverageDatePath,
  request: fetchBaseCoverageDateRequestSchema,
  response: fetchBaseCoverageDateResponseSchema,
  authenticated: true,
  summary: 'The earliest and latest coverage start dates for an enrollment reason',
  description: `${scope}`,
} as const satisfies Endpoint;

export const validateCoverageDateEndpoint = {
  path: validateCoverageDatePath,
  request: validateCoverageDateRequestSchema,
  response: validateCoverageDateResponseSchema,
  authenticated: true,
  summary: 'Checks a coverage start date the member chose',
  description: `The first of a month, not before the base date, at most 31 days ahead (open season: its date), inside the plan year. ${scope}`,
} as const satisfies Endpoint;
