import { fiveDigitZip } from './address-rules.js';

/** What the service's ZIP dataset says of a ZIP: its state, or nothing when it is not a US ZIP. */
export type ZipFacts = { state: string } | undefined;

/**
 * How an address's ZIP and state stand (issue 19, validateZipCode): 'checked' when the ZIP exists
 * and lies in the state given; 'unchecked' when they disagree or the ZIP is unknown but the member
 * chose to keep what they entered (recorded so, never as verified); otherwise the field error to
 * show, with candidates offered beside it. The screen says 'ZIP and state checked', never
 * 'verified': a ZIP in the right state says nothing of the street.
 */
export function addressCheckOutcome({
  zipFacts,
  state,
  keepAsEntered,
}: {
  zipFacts: ZipFacts;
  state: string;
  keepAsEntered: boolean;
}): 'checked' | 'unchecked' | 'zipNotFound' | 'zipStateMismatch' {
  if (zipFacts && zipFacts.state === state) return 'checked';
  if (keepAsEntered) return 'unchecked';
  return zipFacts ? 'zipStateMismatch' : 'zipNotFound';
}

/** The dataset's key of a ZIP or ZIP+4: its five digits. */
export const zipLookupKey = fiveDigitZip;
