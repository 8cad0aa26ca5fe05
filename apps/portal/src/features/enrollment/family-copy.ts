import type { CoverageTier } from '@portal/forms/code-lists';

/**
 * Enrolling, 'Who is covered' (spec sections 3 and 5; issue 21): the words of the step. The spec
 * shows no page body, so these are ours; refusals are the catalogue's. Dates arrive written out.
 */
export const familyCopy = {
  heading: 'Who is covered',
  lead: (effectiveDate: string) =>
    `Choose who the plan covers besides you, from ${effectiveDate}, and the coverage that fits them.`,
  familyLegend: 'Who else will the plan cover?',
  familyHint: 'Each family member can be covered if their age and relationship allow it.',
  noFamily: 'You have no family members on file.',
  personHint: (relationship: string, dateOfBirth: string) => `${relationship}, born ${dateOfBirth}`,
  personNotCoverable: (relationship: string, dateOfBirth: string, why: string) =>
    `${relationship}, born ${dateOfBirth}. Cannot be covered: ${why}`,
  addFamilyMember: 'Add a family member',
  opening: 'Opening the form…',
  /** Said when the form closes after a save; the person is then chosen, or says why not. */
  added: (name: string) => `${name} is added to your family and chosen.`,
  addedNotCoverable: (name: string) => `${name} is added to your family.`,
  tierLegend: 'Coverage',
  tierHints: {
    S: 'You alone.',
    S1: 'You and one family member.',
    SF: 'You and two or more family members.',
  } satisfies Record<CoverageTier, string>,
} as const;
