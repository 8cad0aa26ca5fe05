import type { CoveredPerson, EnrollmentStatus, EnrollmentView } from '@portal/api/dashboard';
import type { PlanSummary, PlanYearInfo, PricedPlan } from '@portal/api/plans';
import {
  type CoverageTier,
  dependantRelationships,
  isCodeOf,
  labelOf,
  type PayFrequency,
  type PaymentTypeCode,
  type ProductFlag,
  type ProgramId,
  payFrequencies,
  paymentTypeCodes,
  planTierLabel,
} from '@portal/forms/code-lists';
import { compareIsoDates, type IsoDate } from '@portal/forms/dates';
import {
  type CataloguePlan,
  coverageTierLabel,
  type EnrollmentKind,
  enrollmentKindValues,
  type PlanCatalogue,
  type PlanYear,
  payFrequencyOf,
  planCostOf,
  rateFor,
} from '@portal/forms/plans';
import { coverageTierForDependants } from '@portal/forms/rules';
import { planById } from './plan-catalogue.js';
import type { CoveredDependentRow, EnrollmentRow, MemberPlanFacts } from './plan-queries.js';

/*
 * How the catalogue and a member's rows become what the plan and dashboard calls answer. Every
 * price goes through planCostOf (@portal/forms/plans), at the member's own pay frequency.
 */

/** One request's view of the world: the catalogue, the member, their edition and today. */
export interface PlanContext {
  catalogue: PlanCatalogue;
  facts: MemberPlanFacts;
  edition: ProductFlag;
  today: IsoDate;
  payFrequency: PayFrequency;
  payFrequencyOnFile: boolean;
}

export function planContext(
  catalogue: PlanCatalogue,
  facts: MemberPlanFacts,
  edition: ProductFlag,
  today: IsoDate,
): PlanContext {
  const onFile = isCodeOf(payFrequencies, facts.payFrequencyOnFile)
    ? facts.payFrequencyOnFile
    : null;
  const { payFrequency, onFile: fromFile } = payFrequencyOf({
    onFile,
    productLine: facts.productLine,
    affiliation: facts.affiliation,
    employmentStatus: facts.employmentStatus,
  });
  return { catalogue, facts, edition, today, payFrequency, payFrequencyOnFile: fromFile };
}

/** The tier the member's family calls for (spec section 4): none S, one S1, two or more SF. */
export function familyTier(context: PlanContext): CoverageTier {
  return coverageTierForDependants(context.facts.dependents.length);
}

export function planSummary(plan: CataloguePlan, edition: ProductFlag): PlanSummary {
  return {
    strPlanId: plan.planId,
    strProgId: plan.programId,
    strPlanTier: plan.option,
    strPlanNm: planTierLabel(plan.option, edition),
  };
}

/** The plan priced for the member, or undefined when the catalogue has no rate for it. */
export function pricedPlan(
  context: PlanContext,
  plan: CataloguePlan,
  planYear: number,
  coverageTier: CoverageTier,
  rateCode?: string,
): PricedPlan | undefined {
  const rate = rateFor(context.catalogue, {
    planId: plan.planId,
    planYear,
    coverageTier,
    ...(rateCode !== undefined && { rateCode }),
  });
  if (!rate) return undefined;
  return {
    ...planSummary(plan, context.edition),
    objCost: planCostOf({
      annualCents: rate.annualCents,
      coverageTier,
      payFrequency: context.payFrequency,
      rateCode: rate.rateCode,
    }),
  };
}

export function planYearInfo(planYear: PlanYear, kind: 'current' | 'future'): PlanYearInfo {
  return {
    strPayYear: String(planYear.year),
    dtCoverageStart: planYear.coverageStart,
    dtCoverageEnd: planYear.coverageEnd,
    dtOSStartDate: planYear.openSeasonFirstDay,
    dtOSEndDate: planYear.openSeasonLastDay,
    dtOSEffectiveDate: planYear.openSeasonEffectiveDate,
    strYearKind: kind,
  };
}

/** pending as stored; a future row whose day has come is active (no job has to flip it). */
export function shownStatus(row: EnrollmentRow, today: IsoDate): EnrollmentStatus {
  if (row.status === 'pending') return 'pending';
  return compareIsoDates(row.effective_date, today) > 0 ? 'future' : 'active';
}

function kindOf(row: EnrollmentRow): EnrollmentKind {
  return (enrollmentKindValues as readonly string[]).includes(row.kind ?? '')
    ? (row.kind as EnrollmentKind)
    : 'openSeason';
}

function coveredPeople(
  context: PlanContext,
  row: EnrollmentRow,
  covered: CoveredDependentRow[],
): CoveredPerson[] {
  const self: CoveredPerson = {
    strPersonId: context.facts.memberId,
    strFirst_Nm: context.facts.firstName,
    strLast_Nm: context.facts.lastName,
    strRole: 'self',
    strRelationship: null,
    strRelationshipDesc: 'Enrollee',
    dtFromDate: row.effective_date,
  };
  // The spouse first, then the others oldest first (the rows come by date of birth).
  const ordered = [
    ...covered.filter((person) => person.dependentType === 'S'),
    ...covered.filter((person) => person.dependentType !== 'S'),
  ];
  return [
    self,
    ...ordered.map((person) => ({
      strPersonId: person.dependentId,
      strFirst_Nm: person.firstName,
      strLast_Nm: person.lastName,
      strRole:
        person.dependentType === 'S'
          ? ('spouse' as const)
          : person.dependentType === 'C'
            ? ('child' as const)
            : ('family' as const),
      strRelationship: person.relationship,
      strRelationshipDesc: labelOf(dependantRelationships, person.relationship) ?? 'Family member',
      dtFromDate: person.fromDate ?? row.effective_date,
    })),
  ];
}

/**
 * One enrollment as the dashboard shows it, priced at the member's pay frequency; undefined when
 * its plan or rate is no longer in the catalogue (a data error the caller reports as missing).
 */
export function enrollmentView(
  context: PlanContext,
  { enrollment, covered }: { enrollment: EnrollmentRow; covered: CoveredDependentRow[] },
): EnrollmentView | undefined {
  const plan = planById(context.catalogue, enrollment.plan_id ?? '');
  if (!plan) return undefined;
  const priced = pricedPlan(
    context,
    plan,
    enrollment.plan_year,
    enrollment.coverage_tier,
    enrollment.rate_code,
  );
  if (!priced) return undefined;
  const paymentType: PaymentTypeCode | null = isCodeOf(paymentTypeCodes, enrollment.payment_type)
    ? enrollment.payment_type
    : null;
  return {
    strEnrollmentId: enrollment.enrollment_id,
    strPolicyNbr: enrollment.policy_number,
    strProgId: enrollment.program_id as ProgramId,
    strPayYear: String(enrollment.plan_year),
    strStatus: shownStatus(enrollment, context.today),
    strEnrlType: kindOf(enrollment),
    objPlan: planSummary(plan, context.edition),
    strCoverageTier: enrollment.coverage_tier,
    strCoverageTierDesc: coverageTierLabel(enrollment.coverage_tier),
    dtEffDate: enrollment.effective_date,
    dtEndDate: enrollment.end_date ?? `${enrollment.plan_year}-12-31`,
    strPaymentType: paymentType,
    strPaymentTypeDesc: paymentType ? paymentTypeCodes[paymentType] : null,
    blnAutoRenew: enrollment.auto_renew === 1,
    liCoveredPersons: coveredPeople(context, enrollment, covered),
    objCost: priced.objCost,
  };
}
