import { describe, expect, it } from 'vitest';
import {
  bankRecordState,
  canLogOutDirectly,
  eligibilityStartStep,
  hasPendingAction,
  invalidSignInOutcome,
} from './account-state-rules.js';
import { isStatusOfAffiliation, needsClaimNumber } from './affiliation-rules.js';

describe('account state rules', () => {
  it.each([
    [1, 'invalidCredentials'],
    [2, 'invalidCredentials'],
    [3, 'multipleAttempts'],
    [5, 'multipleAttempts'],
    [6, 'needHelp'],
  ] as const)('invalid sign-in number %i shows %s', (count, outcome) => {
    expect(invalidSignInOutcome(count)).toBe(outcome);
  });

  it('has a pending action when a logged-in member has a flagged email or address', () => {
    expect(hasPendingAction({ isLoggedIn: true, workEmailIndicator: 'I' })).toBe(true);
    expect(hasPendingAction({ isLoggedIn: true, mailAddressInvalidFlag: 'I' })).toBe(true);
    expect(hasPendingAction({ isLoggedIn: false, workEmailIndicator: 'I' })).toBe(false);
    expect(
      hasPendingAction({ isLoggedIn: true, workEmailIndicator: 'V', addressInvalidFlag: null }),
    ).toBe(false);
  });

  it('offers delete only for a bank not in use', () => {
    expect(bankRecordState({ statusFlag: 'N', deleteFlag: 'Y' })).toBe('deletable');
    expect(bankRecordState({ statusFlag: 'E', deleteFlag: 'N' })).toBe('inUse');
    expect(bankRecordState({ statusFlag: 'FE', deleteFlag: 'N' })).toBe('pendingUse');
    expect(bankRecordState({ statusFlag: 'N', deleteFlag: 'N' })).toBe('none');
  });

  it('lets a member log out directly only with every profile step complete', () => {
    const complete = {
      profile: true,
      sponsorProfile: true,
      sponsorFgrrpn: true,
      sponsorBranchOfService: true,
    };
    expect(canLogOutDirectly(complete)).toBe(true);
    expect(canLogOutDirectly({ ...complete, sponsorFgrrpn: false })).toBe(false);
  });

  it('starts editing an affiliation by the length of the status code', () => {
    expect(eligibilityStartStep({ employmentStatus: 'F', programCount: 1 })).toBe(
      'federal-affiliation',
    );
    expect(eligibilityStartStep({ employmentStatus: 'ACD', programCount: 1 })).toBe(
      'uniformed-aff',
    );
    expect(eligibilityStartStep({ employmentStatus: 'ACD', programCount: 2 })).toBe(
      'branch-of-service',
    );
  });

  it('ties statuses to affiliations and claim numbers', () => {
    expect(isStatusOfAffiliation('F', 'F')).toBe(true);
    expect(isStatusOfAffiliation('RET', 'F')).toBe(false);
    expect(isStatusOfAffiliation('RET', 'M')).toBe(true);
    expect(needsClaimNumber('A')).toBe(true);
    expect(needsClaimNumber('F')).toBe(false);
  });
});
