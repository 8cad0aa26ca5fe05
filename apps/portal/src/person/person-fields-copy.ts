/**
 * A person's name, date of birth and gender, and the SSN's show and hide buttons: the same words
 * wherever a person is asked for (account creation's About you, a member completing a profile,
 * adding a family member). The hints and the SSN's label differ with whose details they are, so
 * each screen's copy keeps those.
 */
export const personFieldsCopy = {
  prefixLabel: 'Title (optional)',
  firstNameLabel: 'First name',
  middleInitialLabel: 'Middle initial (optional)',
  lastNameLabel: 'Last name',
  suffixLabel: 'Suffix (optional)',
  dateOfBirthLabel: 'Date of birth',
  genderLegend: 'Gender',
  showSsn: 'Show Social Security number',
  hideSsn: 'Hide Social Security number',
} as const;
