import { type EmploymentStatus, employmentStatusValues } from './employment.js';

/*
 * Civilian and uniformed statuses, told apart by code length as the eligibility routing does (spec
 * section 4: "other than 3 characters" goes to the federal affiliation).
 */
type CivilianStatus = Extract<EmploymentStatus, 'F' | 'A' | 'O' | 'T' | 'S' | 'U' | 'N' | 'C'>;
type UniformedStatus = Exclude<EmploymentStatus, CivilianStatus>;

export const civilianStatusValues = employmentStatusValues.filter(
  (status) => status.length !== 3,
) as [CivilianStatus, ...CivilianStatus[]];
export const uniformedStatusValues = employmentStatusValues.filter(
  (status) => status.length === 3,
) as [UniformedStatus, ...UniformedStatus[]];
export type { CivilianStatus, UniformedStatus };
