import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import { accountCreationCalls } from './account-creation-calls.js';

describe('the calls of account creation (issue 19, item 6)', () => {
  it('names each call once, offered ones in the endpoint table, the others not', () => {
    const names = accountCreationCalls.map((entry) => entry.call);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of accountCreationCalls) {
      if (entry.offered) expect(Object.keys(endpoints), entry.call).toContain(entry.endpoint);
      else expect(Object.keys(endpoints), entry.call).not.toContain(entry.call);
    }
  });

  it('covers every call of spec section 7 "Account creation" and those the issue adds', () => {
    const spec =
      'createUserAccount userIDAvailabilityFEHB updateUserAccount checkEligibility retrieveHintQuestions ' +
      'continueToAccountCreation fetchBranchOfService validateSponsorPersonalInfo validateFGRRPNSponsorInfo ' +
      'intermediateProfileSave saveSponsorInfo fetchStateEligibility checkStateEligibility validateUser ' +
      'createMETUserAccount saveCredentials checkUserInfo validateUserPOI validateSSNDOB validateDOB ' +
      'validateCheckSSN checkFullSSN passwordCheck validateAgencies validateZipCode fetchEmployeeList ' +
      'agencyLookUp agencySearch fetchAnnuityAgencyLists';
    expect(accountCreationCalls.map((entry) => entry.call).sort()).toEqual(spec.split(' ').sort());
  });

  it('needs no session for any of them: a visitor creates the account', () => {
    for (const entry of accountCreationCalls) {
      if (!entry.offered) continue;
      const endpoint = endpoints[entry.endpoint as keyof typeof endpoints];
      expect('authenticated' in endpoint && endpoint.authenticated, entry.call).toBeFalsy();
    }
  });
});
