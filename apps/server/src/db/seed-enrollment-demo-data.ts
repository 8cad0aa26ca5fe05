import { randomUUID } from 'node:crypto';
import { addDays, easternDateOf } from '@portal/forms/dates';
import { currentAndNextPlanYears } from '@portal/forms/plans';
import { planCatalogue } from '../plans/plan-catalogue.js';
import type { Database } from './create-database.js';

/*
 * What enrolling (issue 21) adds to the demo, every date counted from the seed's clock (the
 * service's, PORTAL_CLOCK_START), so it never ages out:
 * - fed.late: hired 61 days ago, one day past the new-hire window (signs in with code 26, belated;
 *   a new-hire enrollment is refused with 'This date is outside the allowable enrollment window.');
 * - fed.annuitant: an annuitant (status A, paid monthly) enrolled in Standard, Self Plus One with
 *   her spouse, paying by annuity deduction (15) since this plan year began.
 * fed.new (hired 20 days ago, seed-plan-demo-data.ts) enrolls inside the window, and ind.new (an
 * individual customer with no plan) enrolls with automatic bank withdrawal from a new bank.
 */
export async function insertEnrollmentDemoRows(
  db: Database,
  members: { fedLate: string; fedAnnuitant: string },
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  const today = easternDateOf(now);
  const program = planCatalogue().programs.find((candidate) => candidate.programId === 'LAW');
  if (!program) throw new Error('The plan catalogue has no legal plan (LAW)');
  const { current } = currentAndNextPlanYears(program.planYears, today);

  await db
    .insertInto('member_affiliations')
    .values([
      {
        affiliation_id: randomUUID(),
        member_id: members.fedLate,
        affiliation: 'F',
        employment_status: 'F',
        agency_code: 'AG',
        active: 1,
        pay_frequency: 'B',
        hire_date: addDays(today, -61),
        created_at: createdAt,
      },
      {
        affiliation_id: randomUUID(),
        member_id: members.fedAnnuitant,
        affiliation: 'F',
        employment_status: 'A',
        agency_code: null,
        active: 1,
        pay_frequency: 'M',
        hire_date: null,
        created_at: createdAt,
      },
    ])
    .execute();

  const spouseId = randomUUID();
  await db
    .insertInto('dependents')
    .values({
      dependent_id: spouseId,
      member_id: members.fedAnnuitant,
      first_name: 'Walter',
      last_name: 'Abernathy',
      dependent_type: 'S',
      relationship: 'S',
      date_of_birth: '1954-08-02',
      gender: 'M',
      record_status: 'E',
      created_at: createdAt,
    })
    .execute();
  const madeAt = `${current.openSeasonLastDay}T15:00:00.000Z`;
  const enrollmentId = randomUUID();
  await db
    .insertInto('enrollments')
    .values({
      enrollment_id: enrollmentId,
      member_id: members.fedAnnuitant,
      program_id: 'LAW',
      plan_id: 'LAW-S',
      plan_tier: 'S',
      coverage_tier: 'S1',
      rate_code: 'R01',
      kind: 'openSeason',
      plan_year: current.year,
      effective_date: current.coverageStart,
      end_date: current.coverageEnd,
      status: 'active',
      payment_type: '15',
      policy_number: `LAW-${current.year}-${members.fedAnnuitant}`,
      auto_renew: 1,
      submitted_at: madeAt,
      terms_version: '2026-1',
      terms_accepted_at: madeAt,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('enrollment_dependents')
    .values({
      enrollment_id: enrollmentId,
      dependent_id: spouseId,
      from_date: current.coverageStart,
      to_date: null,
    })
    .execute();
}
