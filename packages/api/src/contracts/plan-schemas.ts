import {
  coverageTierValues,
  payFrequencyValues,
  planTierValues,
  programIdValues,
} from '@portal/forms/code-lists';
import { enrollmentKindValues } from '@portal/forms/plans';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';

/*
 * The pieces the plan-choice and dashboard contracts share (issue 20; spec section 3 'Plan
 * selection state' and 'Dashboard state'; domain.md sections 3 and 4). Money is whole cents
 * (`ln…Cents`), dates ISO (`dt…`), plan years four digits as text (`strPayYear`, as the spec's plan
 * year objects carry them).
 */

export const memberIdSchema = singleLine(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
).check(z.describe("The signed-in member's id; another member's answers 404"));

/** Any program id of the code list (spec section 3); one not in the catalogue answers 404. */
export const programIdSchema = z
  .enum(programIdValues)
  .check(z.describe('Program id (spec section 3); only LAW is in the catalogue today'));

export const planYearSchema = z
  .string()
  .check(z.regex(/^\d{4}$/), z.describe('A plan year, four digits: "2027"'));

/** A plan of the catalogue: its program and option, 'LAW-S', 'LAW-H'. */
export const planIdSchema = z
  .string()
  .check(
    z.regex(/^[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]{1,9}){1,2}$/),
    z.describe("The catalogue's plan id: program and option, e.g. 'LAW-H'"),
  );

export const coverageTierSchema = z
  .enum(coverageTierValues)
  .check(z.describe('S Self Only, S1 Self Plus One, SF Self and Family'));

export const planTierSchema = z
  .enum(planTierValues)
  .check(z.describe('S Standard, H High (shown as Premium in the individual edition)'));

export const payFrequencySchema = z
  .enum(payFrequencyValues)
  .check(z.describe('B Bi-weekly (26), S Semi-monthly (24), M Monthly (12), T Every 28 Days (13)'));

/** Who a dashboard or a plan choice is about: the session's member (404 for anyone else). */
export const memberRequestSchema = z.strictObject({ strMember_Id: memberIdSchema });

const cents = z.int().check(z.minimum(0));

/**
 * What a plan costs one member: the annual rate of the plan, plan year, coverage tier and rate
 * code, split by @portal/forms/money (half-up to the cent; the last period of the year absorbs
 * the remainder, so the periods add up to the year exactly).
 */
export const planCostSchema = z.object({
  strCoverageTier: coverageTierSchema,
  strRateCd: z.string().check(z.describe('R01 unless a rate code says otherwise')),
  strPayFreq: payFrequencySchema,
  lnPeriodsPerYear: z.int().check(z.positive()),
  lnPerPaycheckCents: cents.check(z.describe("Each paycheck's deduction but the year's last")),
  lnLastPaycheckCents: cents.check(z.describe("The year's last paycheck: it takes the remainder")),
  lnPerMonthCents: cents.check(z.describe('The regular monthly amount (12 a year)')),
  lnPerYearCents: cents.check(z.describe('The annual rate')),
});

/** A plan of the catalogue as the member's edition names it. */
export const planSummarySchema = z.object({
  strPlanId: planIdSchema,
  strProgId: programIdSchema,
  strPlanTier: planTierSchema,
  strPlanNm: z.string().check(z.describe("'Standard', 'High' (MFB) or 'Premium' (MP)")),
});

/** A plan with what it costs the member (their tier, their pay frequency). */
export const pricedPlanSchema = z.object({
  ...planSummarySchema.shape,
  objCost: planCostSchema,
});

/**
 * A plan year of a program (domain.md section 3): its coverage, its open season and the date
 * open-season elections take effect; all relative to the service's clock.
 */
export const planYearInfoSchema = z.object({
  strPayYear: planYearSchema,
  dtCoverageStart: z.iso.date(),
  dtCoverageEnd: z.iso.date(),
  dtOSStartDate: z.iso.date().check(z.describe("The open season's first day (for this year)")),
  dtOSEndDate: z.iso.date().check(z.describe("The open season's last day")),
  dtOSEffectiveDate: z.iso.date().check(z.describe('When open-season elections take effect')),
  strYearKind: z.enum(['current', 'future']),
});

/** Enrollment kinds of domain.md section 4 (and 'individual': an MP customer, any time). */
export { enrollmentKindValues };

/** What a member can do online now for a program and plan year (checkEnrollmentOptions). */
export const enrollOptionSchema = z.object({
  strPayYear: planYearSchema,
  strEnrlType: z.enum(enrollmentKindValues),
  dtEffDate: z.iso.date().check(z.describe('When coverage chosen this way would start')),
  dtEnrollBy: z.iso.date().check(z.describe('The last day this option is open')),
});

export type PlanCost = z.infer<typeof planCostSchema>;
export type PlanSummary = z.infer<typeof planSummarySchema>;
export type PricedPlan = z.infer<typeof pricedPlanSchema>;
export type PlanYearInfo = z.infer<typeof planYearInfoSchema>;
export type EnrollOption = z.infer<typeof enrollOptionSchema>;
export type EnrollmentKind = (typeof enrollmentKindValues)[number];
