import { codesOf } from './code-list.js';

/** Affiliations (spec section 3): the code travels, the name is the service's constant. */
export const affiliations = {
  F: 'FEDERAL',
  M: 'MILITARY',
} as const;
export type Affiliation = keyof typeof affiliations;
export const affiliationValues = codesOf(affiliations);

/** Civilian type (spec section 3). */
export const civilianTypes = {
  F: 'Federal',
  M: 'Uniformed',
} as const;
export type CivilianType = keyof typeof civilianTypes;
export const civilianTypeValues = codesOf(civilianTypes);

/** Reservist or guardsman (spec section 3). */
export const reserveComponents = {
  RESERV: 'Reservist',
  GUARD: 'Guardsman',
} as const;
export type ReserveComponent = keyof typeof reserveComponents;
export const reserveComponentValues = codesOf(reserveComponents);

/** Employee kinds (spec section 3). */
export const employeeKinds = {
  F: 'Employee',
  A: 'Annuitant (Retiree)',
  U: 'Postal employee',
  S: 'Survivor Annuitant',
} as const;
export type EmployeeKind = keyof typeof employeeKinds;
export const employeeKindValues = codesOf(employeeKinds);

/**
 * Employment statuses (spec section 3). The one-letter codes are civilian (federal) statuses, the
 * three-letter codes uniformed ones; eligibility routing depends on that length (spec section 4).
 * REP's meaning is not shown in the spec.
 */
export const employmentStatuses = {
  F: 'Employee',
  A: 'Annuitant',
  O: 'Court-ordered spouse',
  T: 'Tribal',
  S: 'Survivor',
  U: 'USPS',
  N: 'New hire',
  C: 'Compensationer',
  RET: 'Retiree',
  ACD: 'Active duty',
  RCM: 'Reserve',
  FMM: 'Family member',
  SRV: 'Uniformed survivor',
  MOH: 'Medal of honor recipient',
  FSP: 'Former spouse',
  REP: 'REP',
} as const;
export type EmploymentStatus = keyof typeof employmentStatuses;
export const employmentStatusValues = codesOf(employmentStatuses);

/** Statuses of survivors, who need customer service when younger than 16 (spec section 5). */
export const survivorStatusValues = ['S', 'SRV'] as const satisfies readonly EmploymentStatus[];

/** Employment types (spec section 3). */
export const employmentTypes = {
  B: 'Full-time',
  P: 'Part-time permanent',
  E: 'Seasonal',
  I: 'Intermittent',
  T: 'Temporary',
  G: 'Per-diem',
} as const;
export type EmploymentType = keyof typeof employmentTypes;
export const employmentTypeValues = codesOf(employmentTypes);

/** Who to contact at the employer (spec section 3). */
export const employerContactTypes = {
  F: 'Human Resources department',
  U: 'Human Resources department',
  A: 'Retirement system',
  S: 'Retirement system',
} as const;
export type EmployerContactType = keyof typeof employerContactTypes;
export const employerContactTypeValues = codesOf(employerContactTypes);
