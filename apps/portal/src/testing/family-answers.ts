import type { Dependent, ProgramDependent } from '@portal/api/enrollment';

/*
 * What the family calls answer, for page tests (issue 21; the life events reuse them), shaped by
 * their contracts: a family member on file, and as a program sees them on a date.
 */

/** A family member on file: the member's spouse by default. */
export function dependentOf(changes: Partial<Dependent> = {}): Dependent {
  return {
    strDependent_Id: '3f1c2a7e-5b8d-4e21-9a0c-6d4b2f8e1a01',
    strRelationship: 'S',
    strRelationshipDesc: 'Spouse',
    strDependentType: 'S',
    strFirst_Nm: 'Mateo',
    strMiddle_Init: null,
    strLast_Nm: 'Rivera',
    strSuffix: null,
    dtDOB: '1986-04-12',
    strGender: 'M',
    strSSNLast4: '0101',
    strIncapable_Ind: 'N',
    dtIncapacityBegan: null,
    strStatus: 'I',
    ...changes,
  };
}

/** A family member as a program sees them on the effective date: coverable by default. */
export function programDependentOf(changes: Partial<ProgramDependent> = {}): ProgramDependent {
  return {
    ...dependentOf(changes),
    blnEligible: true,
    strIneligibleReason: null,
    strIneligibleMessage: null,
    blnCoveredElsewhere: false,
    blnCovered: false,
    ...changes,
  };
}
