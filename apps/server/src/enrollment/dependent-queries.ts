import type { IsoDate } from '@portal/forms/dates';
import type { Selectable } from 'kysely';
import type { Database } from '../db/create-database.js';
import type { DependentsTable } from '../db/database-schema.js';

/*
 * The member's family on file (dependents; migration 0012). Every query is scoped by member id:
 * another member's family member is, to these functions, simply not there. Removed ones (R) are
 * left out.
 */

export type DependentRow = Selectable<DependentsTable>;

export function listFamily(db: Database, memberId: string): Promise<DependentRow[]> {
  return db
    .selectFrom('dependents')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('record_status', '!=', 'R')
    .orderBy('date_of_birth')
    .orderBy('dependent_id')
    .execute();
}

/**
 * The people (by SSN lookup) covered on `onDate` by a live enrollment in the program of a member
 * other than `memberId`: as that member's family, or as the member themself. Dual enrollment
 * (spec section 5) is one person under two plans.
 */
export async function lookupsCoveredElsewhere(
  db: Database,
  memberId: string,
  programId: string,
  lookups: readonly string[],
  onDate: IsoDate,
): Promise<Set<string>> {
  if (lookups.length === 0) return new Set();
  const asFamily = await db
    .selectFrom('dependents')
    .innerJoin(
      'enrollment_dependents',
      'enrollment_dependents.dependent_id',
      'dependents.dependent_id',
    )
    .innerJoin('enrollments', 'enrollments.enrollment_id', 'enrollment_dependents.enrollment_id')
    .select('dependents.ssn_lookup')
    .where('dependents.ssn_lookup', 'in', [...lookups])
    .where('enrollments.member_id', '!=', memberId)
    .where('enrollments.program_id', '=', programId)
    .where('enrollments.status', 'in', ['pending', 'active', 'future'])
    .where((eb) =>
      eb.or([eb('enrollments.end_date', 'is', null), eb('enrollments.end_date', '>=', onDate)]),
    )
    .where((eb) =>
      eb.or([
        eb('enrollment_dependents.to_date', 'is', null),
        eb('enrollment_dependents.to_date', '>=', onDate),
      ]),
    )
    .execute();
  const asMember = await db
    .selectFrom('member_identity_facts')
    .innerJoin('enrollments', 'enrollments.member_id', 'member_identity_facts.member_id')
    .select('member_identity_facts.ssn_lookup')
    .where('member_identity_facts.ssn_lookup', 'in', [...lookups])
    .where('enrollments.member_id', '!=', memberId)
    .where('enrollments.program_id', '=', programId)
    .where('enrollments.status', 'in', ['pending', 'active', 'future'])
    .where((eb) =>
      eb.or([eb('enrollments.end_date', 'is', null), eb('enrollments.end_date', '>=', onDate)]),
    )
    .execute();
  return new Set(
    [...asFamily.map((row) => row.ssn_lookup), ...asMember.map((row) => row.ssn_lookup)].filter(
      (lookup): lookup is string => lookup !== null,
    ),
  );
}

/** The member's own SSN lookup (member_identity_facts), if on file. */
export async function memberSsnLookup(db: Database, memberId: string): Promise<string | null> {
  const row = await db
    .selectFrom('member_identity_facts')
    .select('ssn_lookup')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.ssn_lookup ?? null;
}
