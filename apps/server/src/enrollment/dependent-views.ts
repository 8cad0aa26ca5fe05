import type { Dependent, DependentVo } from '@portal/api/enrollment';
import {
  type DependantRelationship,
  dependantRelationships,
  dependantTypeOfRelationship,
  labelOf,
} from '@portal/forms/code-lists';
import type { IsoDate } from '@portal/forms/dates';
import { createDependantSchema, type DependantForm, fieldErrorsOf } from '@portal/forms/schemas';
import type { DependentRow } from './dependent-queries.js';

/** A family member's row as the wire's Dependent: the SSN as its last four only. */
export function dependentOf(row: DependentRow): Dependent {
  return {
    strDependent_Id: row.dependent_id,
    strRelationship: row.relationship as DependantRelationship,
    strRelationshipDesc: labelOf(dependantRelationships, row.relationship) ?? 'Family member',
    strDependentType: row.dependent_type as Dependent['strDependentType'],
    strFirst_Nm: row.first_name,
    strMiddle_Init: row.middle_initial,
    strLast_Nm: row.last_name,
    strSuffix: row.suffix,
    dtDOB: row.date_of_birth,
    strGender: (row.gender ?? 'F') as Dependent['strGender'],
    strSSNLast4: row.ssn_last4,
    strIncapable_Ind: row.incapable,
    dtIncapacityBegan: row.incapacity_began_on,
    strStatus: row.record_status,
  };
}

/**
 * A family member on file checked with the dependant form's rules on a day (spec section 5): the
 * first field error key, or undefined when they can be covered then. Rows from before migration
 * 0012 have no gender; it does not bear on eligibility, so any fills it here.
 */
export function eligibilityProblem(row: DependentRow, onDate: IsoDate): string | undefined {
  const form = {
    relationship: row.relationship,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    gender: row.gender ?? 'F',
    incapableOfSelfSupport: row.incapable,
    incapacityBeganOn: row.incapacity_began_on ?? '',
  };
  const result = createDependantSchema({ today: onDate }).safeParse(form);
  if (result.success) return undefined;
  const errors = fieldErrorsOf(result.error);
  return (
    errors.relationship ??
    errors.dateOfBirth ??
    errors.incapableOfSelfSupport ??
    errors.incapacityBeganOn ??
    Object.values(errors)[0]
  );
}

/** The dependant type of the relationship chosen (spec section 3). */
export function dependentTypeOf(form: DependantForm): string {
  return dependantTypeOfRelationship[form.relationship];
}

export type { DependentVo };
