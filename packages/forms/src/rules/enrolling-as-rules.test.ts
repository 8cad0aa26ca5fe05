import { describe, expect, it } from 'vitest';
import { enrollingAsValues } from '../code-lists/enrolling-as.js';
import { isStatusOfAffiliation } from './affiliation-rules.js';
import {
  affiliationOf,
  agencyKindOf,
  isEnrollingAsOffered,
  needsBranchOfService,
} from './enrolling-as-rules.js';

describe('who is enrolling', () => {
  it('MP offers individuals only; MFB every federal kind and no individual', () => {
    expect(enrollingAsValues.filter((choice) => isEnrollingAsOffered(choice, 'MP'))).toEqual([
      'MP',
    ]);
    expect(enrollingAsValues.filter((choice) => isEnrollingAsOffered(choice, 'MFB'))).toEqual([
      'F',
      'A',
      'U',
      'S',
      'M',
      'FMM',
    ]);
  });

  it('gives each kind an affiliation whose status belongs to it', () => {
    for (const choice of enrollingAsValues) {
      const { affiliation, employmentStatus } = affiliationOf(choice);
      if (affiliation && employmentStatus) {
        expect(isStatusOfAffiliation(employmentStatus, affiliation)).toBe(true);
      }
    }
    expect(affiliationOf('U')).toEqual({ affiliation: 'F', employmentStatus: 'U' });
    expect(affiliationOf('M')).toEqual({ affiliation: 'M', employmentStatus: null });
    expect(affiliationOf('MP')).toEqual({ affiliation: null, employmentStatus: null });
  });

  it('asks employees for their agency, annuitants for the retirement system, others for none', () => {
    expect(enrollingAsValues.map(agencyKindOf)).toEqual([
      'employing',
      'annuity',
      'employing',
      'annuity',
      null,
      null,
      null,
    ]);
    expect(enrollingAsValues.filter(needsBranchOfService)).toEqual(['M', 'FMM']);
  });
});
