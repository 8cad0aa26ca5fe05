import { z } from 'zod/mini';
import { coverageTierValues } from '../code-lists/coverage-tiers.js';
import { paymentTypeCodeValues } from '../code-lists/payments.js';
import { planTierValues } from '../code-lists/plan-tiers.js';
import { productFlagValues } from '../code-lists/product-flags.js';
import { programIdValues } from '../code-lists/program-ids.js';
import { isIsoDate } from '../dates/iso-date.js';

/*
 * The plan catalogue as data (domain.md section 3): programs, their plans, the calendar their plan
 * years follow, and rates as annual amounts. The file is content/catalogue/plan-catalogue.json;
 * the service reads it at start-up and the portal's build reads it for the public prices, both
 * through `parsePlanCatalogue`, so a malformed catalogue stops them rather than pricing at $NaN.
 */

/** A day of the year, 'MM-DD' (a real day in a leap year: '02-29' is refused as ambiguous). */
const monthDay = z
  .string()
  .check(z.refine((value) => /^\d{2}-\d{2}$/.test(value) && isIsoDate(`2025-${value}`)));

const editionText = z.object({ MFB: z.string(), MP: z.string() });

export const catalogueProgramSchema = z.object({
  programId: z.enum(programIdValues),
  name: editionText,
  /** The editions (product lines) that sell the program. */
  productLines: z.array(z.enum(productFlagValues)).check(z.minLength(1)),
  /** Payment types (spec section 3 codes) a member of each edition may choose. */
  paymentTypes: z.object({
    MFB: z.array(z.enum(paymentTypeCodeValues)),
    MP: z.array(z.enum(paymentTypeCodeValues)),
  }),
  /** Spec section 4, 'Starting enrollment': where the portal starts enrolling in it. */
  startPath: z.string().check(z.regex(/^\/[a-z-]+$/)),
  /**
   * How the program's plan years run: coverage starts on `coverageStart` each year (a plan year is
   * named for the calendar year it starts in) and lasts a year; open season runs from `firstDay`
   * to `lastDay` (inclusive, Eastern dates) of the year before, and its elections take effect on
   * the next plan year's coverage start.
   */
  planYears: z.object({
    coverageStart: monthDay,
    openSeason: z.object({ firstDay: monthDay, lastDay: monthDay }),
  }),
});

export const cataloguePlanSchema = z.object({
  planId: z.string().check(z.regex(/^[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]{1,9}){1,2}$/)),
  programId: z.enum(programIdValues),
  /** S Standard, H High (the individual edition calls H Premium: planTierLabel). */
  option: z.enum(planTierValues),
  administrator: z.string(),
  highlights: z.array(z.string()),
});

/**
 * One annual rate: a plan at a coverage tier and rate code, in cents a year, for `firstPlanYear`
 * and every later plan year until a row with a later `firstPlanYear` takes over.
 */
export const catalogueRateSchema = z.object({
  planId: z.string(),
  firstPlanYear: z.int().check(z.minimum(2000), z.maximum(2999)),
  coverageTier: z.enum(coverageTierValues),
  rateCode: z.string().check(z.regex(/^R\d{2}$/)),
  annualCents: z.int().check(z.minimum(0)),
});

export const planCatalogueSchema = z
  .object({
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    programs: z.array(catalogueProgramSchema).check(z.minLength(1)),
    plans: z.array(cataloguePlanSchema),
    rates: z.array(catalogueRateSchema),
  })
  .check(
    z.refine(
      (catalogue) =>
        catalogue.plans.every((plan) =>
          catalogue.programs.some((program) => program.programId === plan.programId),
        ) &&
        catalogue.rates.every((rate) =>
          catalogue.plans.some((plan) => plan.planId === rate.planId),
        ),
      { message: 'Every plan names a program of the catalogue, every rate a plan' },
    ),
  );

export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;
export type CatalogueProgram = z.infer<typeof catalogueProgramSchema>;
export type CataloguePlan = z.infer<typeof cataloguePlanSchema>;
export type CatalogueRate = z.infer<typeof catalogueRateSchema>;

/** The catalogue from its JSON value; throws naming the first problem when it is malformed. */
export function parsePlanCatalogue(value: unknown): PlanCatalogue {
  const result = planCatalogueSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `The plan catalogue is malformed at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return result.data;
}
