import type { ZipCandidate } from '@portal/api/account-creation';
import { type StateCode, stateCodeValues } from '@portal/forms/code-lists';
import { addressCheckOutcome, fiveDigitZip } from '@portal/forms/rules';
import zipcodes from 'zipcodes';

/*
 * The service's own address check (issue 19, validateZipCode): the ZIP must exist and lie in the
 * state. The data is the npm package `zipcodes` (BSD licence, ~42,500 US ZIPs with city, state
 * and position, territories and the armed-forces codes AA, AE, AP included), installed with the
 * service and read in memory: no call leaves the service. It knows ZIPs and places, not streets,
 * so what it proves is 'ZIP and state checked', never a verified address.
 */

/** Candidates offered when a ZIP and state disagree (spec section 9: up to 10). */
export const MAX_ZIP_CANDIDATES = 10;
/** How far from the ZIP typed to look for places in the state chosen (miles). */
const nearbyMiles = 30;

const knownStates = new Set<string>(stateCodeValues);

function usPlaceOf(zip: string) {
  const place = zipcodes.lookup(fiveDigitZip(zip));
  // The package also holds Canadian postal codes; only US ZIPs of a known state count.
  if (place?.country !== 'US' || !knownStates.has(place.state)) return undefined;
  return place;
}

function candidateOf(place: { city: string; state: string; zip: string }): ZipCandidate {
  return { strCity: place.city, strState: place.state as StateCode, strZip: place.zip };
}

export type ZipCheck =
  | { status: 'MATCH'; candidates: [] }
  | { status: 'MISMATCH' | 'NOT_FOUND'; candidates: ZipCandidate[] };

/**
 * Whether `zip` lies in `state`, and when not, up to 10 candidates: the ZIP's own city and state
 * first, then the nearest places of the state chosen (a ZIP mistyped by a digit, or a town on the
 * state line), one per city.
 */
export function checkZipAndState(zip: string, state: StateCode): ZipCheck {
  const place = usPlaceOf(zip);
  if (place && place.state === state) return { status: 'MATCH', candidates: [] };
  if (!place) return { status: 'NOT_FOUND', candidates: [] };
  const candidates = [candidateOf(place)];
  const seen = new Set([`${place.city}|${place.state}`]);
  // The chosen state's ZIPs only (a few thousand at most), rather than the package's radius
  // search, which measures the distance to every ZIP of the country.
  const ordered = zipcodes
    .lookupByState(state)
    .filter((other) => other.country === 'US')
    .map((other) => ({ other, miles: zipcodes.distance(place.zip, other.zip) ?? Infinity }))
    .filter(({ miles }) => miles <= nearbyMiles)
    .sort((a, b) => a.miles - b.miles || a.other.zip.localeCompare(b.other.zip));
  for (const { other } of ordered) {
    if (candidates.length >= MAX_ZIP_CANDIDATES) break;
    const key = `${other.city}|${other.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(candidateOf(other));
  }
  return { status: 'MISMATCH', candidates };
}

/** The outcome of an address's check (the forms rule), with the member's 'keep what I entered'. */
export function addressCheckOf(zip: string, state: StateCode, keepAsEntered: boolean) {
  const check = checkZipAndState(zip, state);
  const zipState = check.status === 'MATCH' ? state : check.candidates[0]?.strState;
  const outcome = addressCheckOutcome({
    zipFacts: zipState === undefined ? undefined : { state: zipState },
    state,
    keepAsEntered,
  });
  return { outcome, candidates: check.candidates };
}
