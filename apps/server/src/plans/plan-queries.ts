import type { ProductFlag } from '@portal/forms/code-lists';
import type { IsoDate } from '@portal/forms/dates';
import type { Selectable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { EnrollmentsTable } from '../db/database-schema.js';

/** What prices and enrollment options depend on: the member, their payroll, home and family. */
export interface MemberPlanFacts {
  memberId: string;
  productLine: ProductFlag;
  firstName: string;
  lastName: string;
  affiliation: 'F' | 'M' | null;
  employmentStatus: string | null;
  payFrequencyOnFile: string | null;
  hireDate: IsoDate | null;
  residence: { zip: string; country: string } | null;
  dependents: {
    dependentId: string;
    firstName: string;
    lastName: string;
    dependentType: string;
    relationship: string;
  }[];
}

export async function memberPlanFacts(
  db: Database,
  memberId: string,
): Promise<MemberPlanFacts | undefined> {
  const member = await db
    .selectFrom('members')
    .select([
      'member_id',
      'product_line',
      'first_name',
      'last_name',
      'affiliation',
      'employment_status',
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!member) return undefined;
  const [affiliation, residence, dependents] = await Promise.all([
    db
      .selectFrom('member_affiliations')
      .select(['affiliation', 'employment_status', 'pay_frequency', 'hire_date'])
      .where('member_id', '=', memberId)
      .where('active', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('member_addresses')
      .select(['zip', 'country'])
      .where('member_id', '=', memberId)
      .where('address_type', '=', 'R')
      .executeTakeFirst(),
    db
      .selectFrom('dependents')
      .select(['dependent_id', 'first_name', 'last_name', 'dependent_type', 'relationship'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('dependent_id')
      .execute(),
  ]);
  return {
    memberId,
    productLine: member.product_line,
    firstName: member.first_name,
    lastName: member.last_name,
    affiliation: affiliation?.affiliation ?? member.affiliation,
    employmentStatus: affiliation?.employment_status ?? member.employment_status,
    payFrequencyOnFile: affiliation?.pay_frequency ?? null,
    hireDate: affiliation?.hire_date ?? null,
    residence: residence ?? null,
    dependents: dependents.map((row) => ({
      dependentId: row.dependent_id,
      firstName: row.first_name,
      lastName: row.last_name,
      dependentType: row.dependent_type,
      relationship: row.relationship,
    })),
  };
}

export type EnrollmentRow = Selectable<EnrollmentsTable>;

/** A covered family member of an enrollment, on a day. */
export interface CoveredDependentRow {
  enrollmentId: string;
  dependentId: string;
  firstName: string;
  lastName: string;
  dependentType: string;
  relationship: string;
  dateOfBirth: IsoDate;
  fromDate: IsoDate | null;
}

/**
 * The member's enrollments in a program that are not cancelled and have not ended by `today`,
 * with the family members each covers on `today` (or from a later day, for a future one).
 */
export async function liveEnrollments(
  db: Database,
  memberId: string,
  programId: string,
  today: IsoDate,
): Promise<{ enrollment: EnrollmentRow; covered: CoveredDependentRow[] }[]> {
  const enrollments = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('program_id', '=', programId)
    .where('status', 'in', ['pending', 'active', 'future'])
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .orderBy('plan_year')
    .orderBy('effective_date')
    .execute();
  return withCovered(db, enrollments, today);
}

/** One enrollment of the member by id (any program), or undefined: never another member's. */
export async function memberEnrollment(
  db: Database,
  memberId: string,
  enrollmentId: string,
  today: IsoDate,
): Promise<{ enrollment: EnrollmentRow; covered: CoveredDependentRow[] } | undefined> {
  const enrollment = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'active', 'future'])
    .executeTakeFirst();
  if (!enrollment) return undefined;
  return (await withCovered(db, [enrollment], today))[0];
}

async function withCovered(db: Database, enrollments: EnrollmentRow[], today: IsoDate) {
  if (enrollments.length === 0) return [];
  const rows = await db
    .selectFrom('enrollment_dependents')
    .innerJoin('dependents', 'dependents.dependent_id', 'enrollment_dependents.dependent_id')
    .select([
      'enrollment_dependents.enrollment_id',
      'enrollment_dependents.dependent_id',
      'enrollment_dependents.from_date',
      'dependents.first_name',
      'dependents.last_name',
      'dependents.dependent_type',
      'dependents.relationship',
      'dependents.date_of_birth',
    ])
    .where(
      'enrollment_dependents.enrollment_id',
      'in',
      enrollments.map((enrollment) => enrollment.enrollment_id),
    )
    .where((eb) =>
      eb.or([
        eb('enrollment_dependents.to_date', 'is', null),
        eb('enrollment_dependents.to_date', '>=', today),
      ]),
    )
    .orderBy('dependents.date_of_birth')
    .orderBy('dependents.dependent_id')
    .execute();
  return enrollments.map((enrollment) => ({
    enrollment,
    covered: rows
      .filter((row) => row.enrollment_id === enrollment.enrollment_id)
      .map((row) => ({
        enrollmentId: row.enrollment_id,
        dependentId: row.dependent_id,
        firstName: row.first_name,
        lastName: row.last_name,
        dependentType: row.dependent_type,
        relationship: row.relationship,
        dateOfBirth: row.date_of_birth,
        fromDate: row.from_date,
      })),
  }));
}
