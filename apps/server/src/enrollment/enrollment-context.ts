import type { ProgramId } from '@portal/forms/code-lists';
import type { IsoDate } from '@portal/forms/dates';
import {
  type CatalogueProgram,
  currentAndNextPlanYears,
  type PlanCatalogue,
  type PlanYear,
} from '@portal/forms/plans';
import type { Database } from '../db/create-database.js';
import { offeredProgram } from '../plans/plan-catalogue.js';
import { liveEnrollments, memberPlanFacts } from '../plans/plan-queries.js';
import { type PlanContext, planContext } from '../plans/plan-views.js';
import type { ServiceClock } from '../platform/service-clock.js';
import type { SignedInMember } from '../platform/session-queries.js';

/**
 * One request's view of an enrollment in a program: the plan context (catalogue, member facts,
 * edition, today in the service's clock, pay frequency), the program offered in the member's
 * edition, its current and next plan years, and the member's live enrollments in it.
 */
export interface EnrollmentContext {
  plan: PlanContext;
  program: CatalogueProgram;
  years: { current: PlanYear; next: PlanYear };
  live: Awaited<ReturnType<typeof liveEnrollments>>;
  today: IsoDate;
}

/** Undefined when the program is not offered in the member's edition (the caller's 404). */
export async function enrollmentContextOf(
  db: Database,
  clock: ServiceClock,
  catalogue: () => PlanCatalogue,
  member: SignedInMember,
  programId: ProgramId,
): Promise<EnrollmentContext | undefined> {
  const facts = await memberPlanFacts(db, member.memberId);
  if (!facts) throw new Error('The signed-in member has no members row');
  const today = clock.today();
  const plan = planContext(catalogue(), facts, member.edition, today);
  const program = offeredProgram(plan.catalogue, programId, member.edition);
  if (!program) return undefined;
  const years = currentAndNextPlanYears(program.planYears, today);
  const live = await liveEnrollments(db, member.memberId, programId, today);
  return { plan, program, years, live, today };
}

/** The plan years the member holds an enrollment in (pending, active or future). */
export function enrolledYears(context: EnrollmentContext): number[] {
  return context.live.map((row) => row.enrollment.plan_year);
}

/** The member's enrollment in force (or pending, or future) in a plan year, if any. */
export function enrollmentInYear(context: EnrollmentContext, year: number) {
  return context.live.find((row) => row.enrollment.plan_year === year);
}
