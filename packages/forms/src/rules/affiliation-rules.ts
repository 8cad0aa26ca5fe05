import type { Affiliation, EmploymentStatus } from '../code-lists/employment.js';

/**
 * A status belongs to an affiliation by its code length (spec section 4): three-letter codes are
 * uniformed (M), the others federal civilian (F).
 */
export function isStatusOfAffiliation(status: EmploymentStatus, affiliation: Affiliation): boolean {
  return affiliation === 'M' ? status.length === 3 : status.length !== 3;
}

/**
 * Members paid from a claim carry its number: annuitants, survivors and court-ordered spouses (the
 * retirement claim) and compensationers (the compensation claim). Our reading of spec section 5's
 * claim number rule; the employee statuses have no claim.
 */
export const statusesWithClaimNumber = [
  'A',
  'S',
  'O',
  'C',
] as const satisfies readonly EmploymentStatus[];

export function needsClaimNumber(status: EmploymentStatus): boolean {
  return (statusesWithClaimNumber as readonly EmploymentStatus[]).includes(status);
}
