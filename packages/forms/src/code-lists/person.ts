import { codesOf } from './code-list.js';

/** Yes or no, as the service spells it (spec section 3). */
export const yesNo = {
  Y: 'Yes',
  N: 'No',
} as const;
export type YesNo = keyof typeof yesNo;
export const yesNoValues = codesOf(yesNo);

/** Gender (spec section 3). */
export const genders = {
  M: 'Male',
  F: 'Female',
} as const;
export type Gender = keyof typeof genders;
export const genderValues = codesOf(genders);

/** Married (spec section 3): the yes/no codes with their own question's labels. */
export const maritalStatuses = {
  Y: 'Married',
  N: 'Not married',
} as const;
export type MaritalStatus = keyof typeof maritalStatuses;
export const maritalStatusValues = codesOf(maritalStatuses);

/** Title prefixes (spec section 3); the code is the text shown. */
export const namePrefixes = {
  'Mr.': 'Mr.',
  'Mrs.': 'Mrs.',
  'Ms.': 'Ms.',
} as const;
export type NamePrefix = keyof typeof namePrefixes;
export const namePrefixValues = codesOf(namePrefixes);

/** Name suffixes (spec section 3); the code is the text shown. */
export const nameSuffixes = {
  II: 'II',
  III: 'III',
  IV: 'IV',
  Sr: 'Sr',
  Jr: 'Jr',
} as const;
export type NameSuffix = keyof typeof nameSuffixes;
export const nameSuffixValues = codesOf(nameSuffixes);

/** Address types (spec section 3). */
export const addressTypes = {
  M: 'Mailing',
  R: 'Residence',
} as const;
export type AddressType = keyof typeof addressTypes;
export const addressTypeValues = codesOf(addressTypes);
