/**
 * Adding a family member (spec section 3 dependent codes, section 5 age and relationship rules;
 * issue 21, reused by the life events): the form's words. The spec shows none, so they are ours;
 * refusals are the catalogue's, by the dependant schema's keys. The name, date of birth and gender
 * labels are every person's (person/person-fields-copy.ts).
 */
export const familyMemberCopy = {
  heading: 'Add a family member',
  lead: 'Their details as they appear on their Social Security card or birth certificate.',
  relationshipLabel: 'Relationship to you',
  relationshipHint:
    'Children 22 or older, and other family members over 21, can be covered only if they are incapable of self-support.',
  dateOfBirthHint: 'For example, 27 3 2015',
  ssnLabel: 'Social Security number (optional)',
  ssnHint:
    'Nine digits, for example 123-45-6789. It is hidden as you type. A newborn may not have one yet.',
  incapableLegend: 'Is this person incapable of self-support?',
  incapableHint: 'Because of a physical or mental disability that began before age 22.',
  incapacityBeganLabel: 'When did the incapacity begin?',
  incapacityBeganHint: 'Before their 22nd birthday. For example, 1 6 2010',
  save: 'Save family member',
  cancel: 'Cancel',
} as const;
