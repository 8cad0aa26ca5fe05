import type { ProductFlag } from './product-flags.js';

/**
 * Who is enrolling: the first question of account creation (spec sections 1 and 6, 'Account kinds
 * by affiliation'). The codes are the spec's own: the employee kinds F, A, U and S (section 3), M
 * for the MILITARY affiliation, FMM the uniformed family-member status for a sponsor's dependants
 * (the spec's "sponsor with dependents": the family member enrolls with the sponsor's details),
 * and MP, the individual edition's product flag, for an individual customer.
 */
export const enrollingAs = {
  F: 'Employee',
  A: 'Annuitant (Retiree)',
  U: 'Postal employee',
  S: 'Survivor Annuitant',
  M: 'Military member',
  FMM: 'Family member of a military sponsor',
  MP: 'Individual',
} as const;
export type EnrollingAs = keyof typeof enrollingAs;
export const enrollingAsValues = Object.keys(enrollingAs) as [EnrollingAs, ...EnrollingAs[]];

/** The choices each edition offers: the federal edition its account kinds, MP individuals only. */
export const enrollingAsByProductLine = {
  MFB: ['F', 'A', 'U', 'S', 'M', 'FMM'],
  MP: ['MP'],
} as const satisfies Record<ProductFlag, readonly EnrollingAs[]>;
