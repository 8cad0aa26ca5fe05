/**
 * The words of an address's fields and its ZIP and state check, the same in account creation and
 * My profile (one US address, home or mailing).
 */
export const addressFieldsCopy = {
  residenceLegend: 'Home address',
  mailingLegend: 'Mailing address',
  line1Label: 'Street address',
  line2Label: 'Apartment, suite or unit (optional)',
  cityLabel: 'City',
  stateLabel: 'State',
  zipLabel: 'ZIP code',
  zipHint: '5 digits, or 9 with a dash.',
  mailingSame: 'My mailing address is the same as my home address',
  /** Never 'verified': the check proves the ZIP lies in the state, not the street. */
  zipChecked: 'ZIP and state checked.',
  zipChecking: 'Checking the ZIP code…',
  candidatesLegend: 'Did you mean one of these?',
  candidatesHint:
    'Your ZIP code and state do not match in our records. Choose a match, or keep what you entered.',
  notFoundHint: 'We could not find this ZIP code. Check it, or keep what you entered.',
  keepAsEntered: 'Keep what I entered',
  keptAsEntered: 'Kept as you entered it (ZIP and state not checked).',
} as const;
