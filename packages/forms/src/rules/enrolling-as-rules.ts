import type { Affiliation, EmploymentStatus } from '../code-lists/employment.js';
import { type EnrollingAs, enrollingAsByProductLine } from '../code-lists/enrolling-as.js';
import type { ProductFlag } from '../code-lists/product-flags.js';

/** True when the edition offers this choice (MP: individuals only; MFB: every federal kind). */
export function isEnrollingAsOffered(choice: EnrollingAs, productLine: ProductFlag): boolean {
  return (enrollingAsByProductLine[productLine] as readonly EnrollingAs[]).includes(choice);
}

/**
 * The affiliation and employment status an account starts with (spec section 3). A military
 * member's own status (active duty, reserve, retiree...) is chosen at branch of service, so it
 * starts unset; an individual customer has neither.
 */
export function affiliationOf(choice: EnrollingAs): {
  affiliation: Affiliation | null;
  employmentStatus: EmploymentStatus | null;
} {
  switch (choice) {
    case 'M':
      return { affiliation: 'M', employmentStatus: null };
    case 'FMM':
      return { affiliation: 'M', employmentStatus: 'FMM' };
    case 'MP':
      return { affiliation: null, employmentStatus: null };
    default:
      return { affiliation: 'F', employmentStatus: choice };
  }
}

/**
 * Which agency list get-started asks from: employees and postal employees name the agency that
 * employs them (agencyLookUp, agencySearch), annuitants and survivors the retirement system that
 * pays the annuity (fetchAnnuityAgencyLists; spec section 3: contact types A and S are the
 * retirement system). Uniformed members and individuals name none.
 */
export function agencyKindOf(choice: EnrollingAs): 'employing' | 'annuity' | null {
  if (choice === 'F' || choice === 'U') return 'employing';
  if (choice === 'A' || choice === 'S') return 'annuity';
  return null;
}

/** Military members and a sponsor's family members take the branch-of-service step. */
export function needsBranchOfService(choice: EnrollingAs): boolean {
  return choice === 'M' || choice === 'FMM';
}
