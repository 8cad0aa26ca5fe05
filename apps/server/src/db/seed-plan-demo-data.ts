import { randomUUID } from 'node:crypto';
import { addDays, compareIsoDates, easternDateOf, type IsoDate } from '@portal/forms/dates';
import { currentAndNextPlanYears } from '@portal/forms/plans';
import type { Insertable } from 'kysely';
import { planCatalogue } from '../plans/plan-catalogue.js';
import type { Database } from './create-database.js';
import type { EnrollmentsTable } from './database-schema.js';

/*
 * What the plan catalogue and the dashboard (issue 20) add to the demo, every date counted from
 * the seed's clock (the service's clock, PORTAL_CLOCK_START) so it never ages out:
 * - fed.member: legal plan High, Self and Family (spouse and child), this plan year, by payroll
 *   deduction, paid every two weeks; renews by itself;
 * - ind.member: Premium (tier H), Self Only, this plan year, by direct bill;
 * - fed.new: no enrollment; hired 20 days ago, paid every two weeks: a new hire who can enroll;
 * - mil.member: Standard, Self Only, chosen in open season: for the next plan year (future) once
 *   this year's open season has begun, otherwise for this one (active), paid semi-monthly.
 */

export interface PlanDemoMembers {
  fedMember: string;
  spouseId: string;
  childId: string;
  indMember: string;
  fedNew: string;
  milMember: string;
}

const earlierOf = (a: IsoDate, b: IsoDate) => (compareIsoDates(a, b) <= 0 ? a : b);

const policyNumber = (memberId: string, year: number) => `LAW-${year}-${memberId}`;

export async function insertPlanDemoRows(
  db: Database,
  members: PlanDemoMembers,
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  const today = easternDateOf(now);
  const program = planCatalogue().programs.find((candidate) => candidate.programId === 'LAW');
  if (!program) throw new Error('The plan catalogue has no legal plan (LAW)');
  const { current, next } = currentAndNextPlanYears(program.planYears, today);

  // Made on the last day of the open season before this plan year, in force since it began.
  const madeAt = `${current.openSeasonLastDay}T15:00:00.000Z`;
  const active = (
    memberId: string,
    plan: 'S' | 'H',
    coverageTier: 'S' | 'S1' | 'SF',
    paymentType: string,
  ): Insertable<EnrollmentsTable> => ({
    enrollment_id: randomUUID(),
    member_id: memberId,
    program_id: 'LAW',
    plan_id: `LAW-${plan}`,
    plan_tier: plan,
    coverage_tier: coverageTier,
    rate_code: 'R01',
    kind: 'openSeason',
    plan_year: current.year,
    effective_date: current.coverageStart,
    end_date: current.coverageEnd,
    status: 'active',
    payment_type: paymentType,
    policy_number: policyNumber(memberId, current.year),
    auto_renew: 1,
    submitted_at: madeAt,
    terms_version: '2026-1',
    terms_accepted_at: madeAt,
    created_at: createdAt,
  });

  const fedEnrollment = active(members.fedMember, 'H', 'SF', '14');
  const indEnrollment = active(members.indMember, 'H', 'S', '17');

  // The open-season election of mil.member: for next year once its open season has begun (it
  // is then future until next year's first day), else the one made in the last open season.
  const electedNextYear = compareIsoDates(today, next.openSeasonFirstDay) >= 0;
  const electedYear = electedNextYear ? next : current;
  const electedOn: IsoDate = electedNextYear
    ? earlierOf(addDays(next.openSeasonFirstDay, 1), today)
    : current.openSeasonLastDay;
  const milEnrollment: Insertable<EnrollmentsTable> = {
    ...active(members.milMember, 'S', 'S', '35'),
    plan_year: electedYear.year,
    effective_date: electedYear.coverageStart,
    end_date: electedYear.coverageEnd,
    status: electedNextYear ? 'future' : 'active',
    policy_number: policyNumber(members.milMember, electedYear.year),
    submitted_at: `${electedOn}T15:00:00.000Z`,
    terms_accepted_at: `${electedOn}T15:00:00.000Z`,
  };

  await db
    .insertInto('enrollments')
    .values([fedEnrollment, indEnrollment, milEnrollment])
    .execute();
  await db
    .insertInto('enrollment_dependents')
    .values(
      [members.spouseId, members.childId].map((dependentId) => ({
        enrollment_id: fedEnrollment.enrollment_id,
        dependent_id: dependentId,
        from_date: current.coverageStart,
        to_date: null,
      })),
    )
    .execute();

  await db
    .insertInto('member_affiliations')
    .values([
      {
        affiliation_id: randomUUID(),
        member_id: members.fedMember,
        affiliation: 'F',
        employment_status: 'F',
        agency_code: 'AG',
        active: 1,
        pay_frequency: 'B',
        hire_date: '2012-06-04',
        created_at: createdAt,
      },
      {
        affiliation_id: randomUUID(),
        member_id: members.fedNew,
        affiliation: 'F',
        employment_status: 'F',
        agency_code: 'AG',
        active: 1,
        pay_frequency: 'B',
        hire_date: addDays(today, -20),
        created_at: createdAt,
      },
    ])
    .execute();
  await db
    .updateTable('member_affiliations')
    .set({ pay_frequency: 'S' })
    .where('member_id', '=', members.milMember)
    .execute();
}
