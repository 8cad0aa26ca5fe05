import { codesOf } from './code-list.js';

/** Dependant types (spec section 3). */
export const dependantTypes = {
  S: 'Spouse',
  C: 'Child',
  R: 'Sibling',
  H: 'Parent',
  D: 'Family member 21 to 23 student',
} as const;

export type DependantType = keyof typeof dependantTypes;
export const dependantTypeValues = codesOf(dependantTypes);
