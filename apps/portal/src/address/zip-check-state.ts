import type { ZipCandidate } from '@portal/api/account-creation';
import type { ZipCheck } from '@portal/api/swr';

/**
 * Where the ZIP and state check of one address stands (validateZipCode, run as the member leaves
 * the ZIP field or changes the state, and by the service on Continue): not asked, asking, checked
 * (the ZIP lies in the state), or not matched, with up to 10 candidates and the member's choice
 * among them or 'keep what I entered'.
 */
export type ZipCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked' }
  | {
      status: 'mismatch';
      notFound: boolean;
      candidates: ZipCandidate[];
      /** The candidate chosen (its index as text), 'keep', or null while none is. */
      chosen: string | null;
    };

export const keepAsEnteredChoice = 'keep';

/** The check's answer as a state; no answer at all leaves the address unchecked for now. */
export function zipCheckStateOf(answer: ZipCheck | null): ZipCheckState {
  if (!answer) return { status: 'idle' };
  if (answer.strZipStatus === 'MATCH') return { status: 'checked' };
  return {
    status: 'mismatch',
    notFound: answer.strZipStatus === 'NOT_FOUND',
    candidates: answer.liCandidates.slice(0, 10),
    chosen: null,
  };
}

/** A saved address: kept as entered (I), or checked (V). */
export function savedZipCheckState(kept: boolean, hasAddress: boolean): ZipCheckState {
  if (!hasAddress) return { status: 'idle' };
  return kept
    ? { status: 'mismatch', notFound: false, candidates: [], chosen: keepAsEnteredChoice }
    : { status: 'checked' };
}

export function candidateLabel(candidate: ZipCandidate): string {
  return `${candidate.strCity}, ${candidate.strState} ${candidate.strZip}`;
}
