import { enrollmentForwardCodes } from '@portal/api/enrollment';
import { isCodeOf, paymentTypeCodes } from '@portal/forms/code-lists';
import { currentAndNextPlanYears, isOpenSeasonOn, type PlanCatalogue } from '@portal/forms/plans';
import { hireDateStandingOn, paymentTypesFor } from '@portal/forms/rules';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { offeredProgram, planCatalogue } from '../plans/plan-catalogue.js';
import { liveEnrollments, memberPlanFacts } from '../plans/plan-queries.js';
import type { ServiceClock } from '../platform/service-clock.js';
import { findDraft } from './draft-queries.js';

/*
 * Where a member whose profile is complete goes after signing in (issue 21; spec section 4, login
 * codes 11, 14 to 17, 19 to 21, 24 to 28, 34 to 36, 41), from the member's state in the database
 * and the service's clock; null leaves the answer at 31 (showdashboard). The first that fits, in
 * this order (apps/server README, 'Sign-in outcomes', has the table and the tests):
 * 1. an enrollment draft at 'How to pay' or later: the code of its payment type (14 to 17, 34 to
 *    36; at 'How to pay' itself, the first method offered);
 * 2. a payroll enrollment still pending the agency's authorization: 41;
 * 3. a plan on file: 25 while open season runs and the plan does not renew into next year,
 *    otherwise null;
 * 4. no plan, federal: hire date on file inside the new-hire window 19, in the belated window 26,
 *    both closed 21; a new hire (status N) without one 20, a belated draft without one 27; open
 *    season running 24;
 * 5. no plan otherwise (an individual customer, a federal member with no window open): 11.
 * Code 28 (an FSA enrollment) is never sent: no flexible spending account is offered online.
 */
export async function enrollmentForwardCodeOf(
  db: Database,
  clock: ServiceClock,
  member: Member,
  catalogue: () => PlanCatalogue = planCatalogue,
): Promise<number | null> {
  const program = offeredProgram(catalogue(), 'LAW', member.product_line);
  if (!program) return null;
  const now = clock.now();
  const today = clock.today();
  const facts = await memberPlanFacts(db, member.member_id);
  if (!facts) return null;

  const draft = await findDraft(db, member.member_id, program.programId, now);
  if (
    draft &&
    !draft.submittedEnrollmentId &&
    ['PAYMENT', 'AGREEMENTS', 'REVIEW'].includes(draft.nextStep)
  ) {
    const chosen = draft.answers.payment?.strPaymentType;
    const offered = paymentTypesFor({
      productLine: member.product_line,
      employmentStatus: facts.employmentStatus,
      offered: program.paymentTypes[member.product_line],
    });
    const code = chosen ?? offered[0];
    if (code && isCodeOf(paymentTypeCodes, code)) return Number(code);
  }

  const live = await liveEnrollments(db, member.member_id, program.programId, today);
  if (
    live.some((row) => row.enrollment.status === 'pending' && row.enrollment.payment_type === '14')
  ) {
    return enrollmentForwardCodes.payrollAuth;
  }
  const years = currentAndNextPlanYears(program.planYears, today);
  const openSeason = isOpenSeasonOn(years.next, today);
  if (live.length > 0) {
    const thisYear = live.find((row) => row.enrollment.plan_year === years.current.year);
    const nextYear = live.find((row) => row.enrollment.plan_year === years.next.year);
    const renews = thisYear?.enrollment.auto_renew === 1;
    return member.product_line === 'MFB' && openSeason && thisYear && !nextYear && !renews
      ? enrollmentForwardCodes.osDateOnFile
      : null;
  }
  if (member.product_line === 'MFB') {
    if (facts.hireDate) {
      const standing = hireDateStandingOn({ hireDate: facts.hireDate, today });
      if (standing === 'newHire') return enrollmentForwardCodes.newHireDateonFile;
      if (standing === 'belated') return enrollmentForwardCodes.belatedDateonFile;
      if (standing === 'closed' && !openSeason) return enrollmentForwardCodes.newHireDateInvalid;
    } else if (facts.employmentStatus === 'N') {
      return enrollmentForwardCodes.newHireNoDateonFile;
    } else if (draft?.answers.reason?.strEnrlType === 'belated') {
      return enrollmentForwardCodes.belatedNoDateonFile;
    }
    if (openSeason) return enrollmentForwardCodes.osNoDateOnFile;
  }
  return enrollmentForwardCodes.noPlans;
}
