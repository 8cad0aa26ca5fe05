/**
 * A person's name, date of birth and gender: the same words wherever a person is asked for
 * (account creation's About you, adding a family member). The hints and the SSN's words differ
 * with whose details they are, so each screen's copy keeps those.
 */
export const personFieldsCopy = {
  prefixLabel: 'Title (optional)',
  firstNameLabel: 'First name',
  middleInitialLabel: 'Middle initial (optional)',
  lastNameLabel: 'Last name',
  suffixLabel: 'Suffix (optional)',
  dateOfBirthLabel: 'Date of birth',
  genderLegend: 'Gender',
} as const;
