import type {
  SeasonSearchFlgsResponse,
  ValidateNewHireDatesResponse,
} from '@portal/api/enrollment';
import type { EnrollmentOutcome } from '@portal/api/swr';
import { type FieldErrorKey, isFieldErrorKey } from '@portal/forms/catalogue';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { EnrollmentReason } from '@portal/forms/schemas';

/*
 * Which reasons to enroll are open to the member, read from the service's answers as it decides
 * them (apps/server/src/enrollment/enrollment-windows.ts): the product line's reasons, open season
 * while it runs and the member may take it (seasonSearchFlgs), and the new-hire and belated
 * windows of the hire date on file (validateNewHireDates). Nothing here reads the clock.
 */

/**
 * The reasons each product line enrolls for (domain.md section 4): a federal member as a new
 * hire, in open season or belated; an individual customer at any time, so nothing is asked.
 */
export const enrollmentReasonsByProductLine = {
  MFB: ['newHire', 'openSeason', 'belated'],
  MP: ['individual'],
} as const satisfies Record<ProductFlag, readonly EnrollmentReason[]>;

export type SeasonFlags = NonNullable<SeasonSearchFlgsResponse['strReturnObject']>;
type HireDates = NonNullable<ValidateNewHireDatesResponse['strReturnObject']>;

/** The hire date on file and where today falls for it (validateNewHireDates without a date). */
export type HireStanding = {
  /** The hire date on file, or null: the member types it. */
  onFile: string | null;
  standing: HireDates['strStanding'];
  windowEnd: string | null;
  belatedEnd: string | null;
  /** Why the new-hire window is not open, in the catalogue's key, when it is not. */
  problem: FieldErrorKey | null;
};

/** The check's outcome as a standing; null when the service did not answer. */
export function hireStandingOf(outcome: EnrollmentOutcome<HireDates>): HireStanding | null {
  if (outcome.kind !== 'ok' && outcome.kind !== 'refused') return null;
  const dates = outcome.value;
  const key = outcome.kind === 'refused' ? outcome.fieldErrors.hireDate : undefined;
  return {
    onFile: dates?.blnOnFile ? dates.dtHireDate : null,
    standing: dates?.strStanding ?? null,
    windowEnd: dates?.dtWindowEnd ?? null,
    belatedEnd: dates?.dtBelatedEnd ?? null,
    // 'required' is no hire date on file: asked on the page, not a window that closed.
    problem: isFieldErrorKey(key) && key !== 'required' ? key : null,
  };
}

/**
 * The reasons the member may choose, in the catalogue's order. Without a hire date on file both
 * hire-date reasons are offered and the date typed decides; with one, only the window today is in.
 * Open season only for a plan of the year it elects (`planYear`, the plan chosen): for this
 * year's plan it could only be refused.
 */
export function offeredReasonsOf({
  productLine,
  hire,
  season,
  planYear,
}: {
  productLine: ProductFlag;
  hire: HireStanding | null;
  season: SeasonFlags | null;
  planYear: string;
}): EnrollmentReason[] {
  const typed = hire !== null && hire.onFile === null;
  const open: Record<EnrollmentReason, boolean> = {
    newHire: typed || hire?.standing === 'newHire',
    belated: typed || hire?.standing === 'belated',
    openSeason: season?.blnCanEnroll === true && season.strPayYear === planYear,
    individual: true,
  };
  return enrollmentReasonsByProductLine[productLine].filter((reason) => open[reason]);
}

/** Whether a reason asks for the hire date (typed, or the one on file). */
export function needsHireDate(reason: string): reason is 'newHire' | 'belated' {
  return reason === 'newHire' || reason === 'belated';
}
