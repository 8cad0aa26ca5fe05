import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Member, MemberAddress, MemberSponsor } from '../db/database-schema.js';
import { type ProfileFacts, profileGapsOf, profileStandingOf } from './profile-completion.js';

/*
 * The order of the login codes of an incomplete profile (README 'Sign-in outcomes that belong to
 * account creation'): whatever is missing, the sign-in answers the first of 18, 30, 29, 22, 23
 * that applies, and 31 only when none does. The service's answers for each code are in
 * complete-profile.test.ts.
 */

const member = {
  member_id: '7100000099',
  first_name: 'Test',
  last_name: 'Member',
  day_time_phone: '2025550100',
  work_email: 'test.member@example.org',
  affiliation: 'F',
  employment_status: 'F',
  address_invalid_flag: null,
  mail_address_invalid_flag: null,
} as Member;

const address = { address_type: 'R', verification: 'V' } as MemberAddress;
const completeSponsor = {
  sponsor_is_member: 1,
  branch_of_service: 'ARMY',
  military_status: 'ACD',
  reserve_component: null,
} as MemberSponsor;

const order = [18, 30, 29, 22, 23];

describe('profileGapsOf', () => {
  it('lists what is missing in the order of the steps, and the sign-in answers the first', () => {
    fc.assert(
      fc.property(
        fc.record({
          identity: fc.boolean(),
          uniformed: fc.boolean(),
          sponsorBranch: fc.boolean(),
          residence: fc.boolean(),
          residenceFlagged: fc.boolean(),
          mailingFlagged: fc.boolean(),
        }),
        (state) => {
          const facts: ProfileFacts = {
            member: {
              ...member,
              affiliation: state.uniformed ? 'M' : 'F',
              address_invalid_flag: state.residenceFlagged ? 'I' : null,
              mail_address_invalid_flag: state.mailingFlagged ? 'I' : null,
            },
            hasIdentityFacts: state.identity,
            residence: state.residence ? address : undefined,
            mailing: undefined,
            sponsor: state.uniformed
              ? { ...completeSponsor, branch_of_service: state.sponsorBranch ? 'ARMY' : null }
              : undefined,
          };
          const expected = [
            ...(state.identity ? [] : [18]),
            ...(state.uniformed && !state.sponsorBranch ? [30] : []),
            ...(state.residence ? [] : [29]),
            ...(state.residence && state.residenceFlagged ? [22] : []),
            ...(state.mailingFlagged ? [23] : []),
          ];
          const codes = profileGapsOf(facts).map((gap) => gap.forwardCode);
          expect(codes).toEqual(expected);
          expect([...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(codes);
          expect(profileStandingOf(facts).forwardCode).toBe(codes[0] ?? 31);
        },
      ),
    );
  });

  it('does not send back a residence kept as entered (verification I, no flag)', () => {
    const facts: ProfileFacts = {
      member,
      hasIdentityFacts: true,
      residence: { ...address, verification: 'I' },
      mailing: undefined,
      sponsor: undefined,
    };
    expect(profileGapsOf(facts)).toEqual([]);
    expect(profileStandingOf(facts)).toMatchObject({ forwardCode: 31, nextStep: null });
  });
});
