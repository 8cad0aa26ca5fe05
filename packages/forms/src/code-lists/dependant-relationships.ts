import { codesOf } from './code-list.js';
import type { DependantType } from './dependant-types.js';

/**
 * Dependant relationships (spec section 3). Two families of child codes exist: U, T, F, A cover
 * children under 22 and X, W, B, V children under 21 (with R/Y siblings and P/I incapable members to
 * match); the age rules live in rules/relationship-rules.ts.
 */
export const dependantRelationships = {
  U: 'Child under 22 (biological)',
  T: 'Child under 22 (stepchild)',
  F: 'Child under 22 (foster)',
  A: 'Child under 22 (adopted)',
  R: 'Sibling under 22',
  H: 'Parent',
  S: 'Spouse',
  P: 'Family member over 22 incapable of self-support',
  X: 'Child under 21 (biological)',
  W: 'Child under 21 (ward)',
  B: 'Child under 21 (adopted)',
  V: 'Child under 21 (stepchild)',
  Y: 'Sibling under 21',
  D: 'Family member 21 to 23 student',
  I: 'Family member over 21 incapable of self-support',
} as const;

export type DependantRelationship = keyof typeof dependantRelationships;
export const dependantRelationshipValues = codesOf(dependantRelationships);

/** The dependant type each relationship belongs to; incapable members are children here. */
export const dependantTypeOfRelationship = {
  U: 'C',
  T: 'C',
  F: 'C',
  A: 'C',
  X: 'C',
  W: 'C',
  B: 'C',
  V: 'C',
  P: 'C',
  I: 'C',
  R: 'R',
  Y: 'R',
  H: 'H',
  S: 'S',
  D: 'D',
} as const satisfies Record<DependantRelationship, DependantType>;
