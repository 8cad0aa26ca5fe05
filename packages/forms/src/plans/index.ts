/**
 * @portal/forms/plans: the plan catalogue's shape, plan years and open season from a program's
 * calendar, what can be enrolled in when, and prices per pay frequency through the money module.
 * Pure functions of their inputs: the service passes its clock's date, the build the build's.
 */
export {
  type EnrollmentKind,
  type EnrollOption,
  enrollmentKindValues,
  enrollOptionsOn,
  firstOfNextMonth,
  NEW_HIRE_WINDOW_DAYS,
  sendByDate,
} from './enrollment-options.js';
export { payFrequencyOf } from './pay-frequency.js';
export {
  type CataloguePlan,
  type CatalogueProgram,
  type CatalogueRate,
  cataloguePlanSchema,
  catalogueProgramSchema,
  catalogueRateSchema,
  type PlanCatalogue,
  parsePlanCatalogue,
  planCatalogueSchema,
} from './plan-catalogue-schema.js';
export { coverageTierLabel, type PlanCost, planCostOf, rateFor } from './plan-pricing.js';
export {
  currentAndNextPlanYears,
  currentPlanYear,
  isOpenSeasonOn,
  openSeasonAround,
  type PlanYear,
  planYearOf,
} from './plan-years.js';
export { type PublicPlanPrices, publicPlanPricesOf } from './public-plan-prices.js';
