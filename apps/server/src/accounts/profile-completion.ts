import type { CompleteProfileStep } from '@portal/api/account-creation';
import { type IncompleteProfileForwardCode, loginForwardCodes } from '@portal/api/protocol';
import type { ProfileCompletion } from '@portal/api/sign-in';
import type { Database } from '../db/create-database.js';
import type { Member, MemberAddress, MemberSponsor } from '../db/database-schema.js';

/*
 * Spec section 4, 'Logout with incomplete profile': the four flags come from the member's data
 * (issue 19), never constants.
 * - profile: names, a daytime phone, a work email, the identity facts (date of birth, SSN) and a
 *   residence address on file;
 * - for a uniformed member (affiliation M) the sponsor steps: the sponsor's profile (the member is
 *   their own sponsor, or the sponsor's name, date of birth and SSN are on file), the FGR/RPN part
 *   (the military status, with the reservist or guard component for a reserve status) and the
 *   branch of service. A civilian or individual member has no sponsor step, so nothing of it is
 *   left to complete.
 *
 * The same facts decide the login code of a member signed in with something left to complete
 * (spec section 4's login codes; README 'Sign-in outcomes that belong to account creation').
 */

/** What of the member's profile is on file: read once per sign-in or step. */
export interface ProfileFacts {
  member: Member;
  hasIdentityFacts: boolean;
  residence: MemberAddress | undefined;
  mailing: MemberAddress | undefined;
  /** Only read for a uniformed member (affiliation M). */
  sponsor: MemberSponsor | undefined;
}

export async function profileFactsOf(db: Database, member: Member): Promise<ProfileFacts> {
  const [identity, addresses, sponsor] = await Promise.all([
    db
      .selectFrom('member_identity_facts')
      .select('member_id')
      .where('member_id', '=', member.member_id)
      .executeTakeFirst(),
    db
      .selectFrom('member_addresses')
      .selectAll()
      .where('member_id', '=', member.member_id)
      .execute(),
    member.affiliation === 'M'
      ? db
          .selectFrom('member_sponsors')
          .selectAll()
          .where('member_id', '=', member.member_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    member,
    hasIdentityFacts: identity !== undefined,
    residence: addresses.find((address) => address.address_type === 'R'),
    mailing: addresses.find((address) => address.address_type === 'M'),
    sponsor,
  };
}

export function profileCompletionFrom(facts: ProfileFacts): ProfileCompletion {
  const { member, sponsor } = facts;
  const profileCompletion = Boolean(
    member.first_name &&
      member.last_name &&
      member.day_time_phone &&
      member.work_email &&
      facts.hasIdentityFacts &&
      facts.residence,
  );
  if (member.affiliation !== 'M') {
    return {
      profileCompletion,
      sponsorProfilecompletion: true,
      sponsorFGRRPNcompletion: true,
      sponsorBOSCompletion: true,
    };
  }
  return {
    profileCompletion,
    sponsorProfilecompletion: Boolean(
      sponsor &&
        (sponsor.sponsor_is_member === 1 ||
          (sponsor.first_name && sponsor.last_name && sponsor.date_of_birth && sponsor.ssn_hash)),
    ),
    sponsorFGRRPNcompletion: Boolean(
      sponsor?.military_status && (sponsor.military_status !== 'RCM' || sponsor.reserve_component),
    ),
    sponsorBOSCompletion: Boolean(sponsor?.branch_of_service),
  };
}

export async function profileCompletionOf(
  db: Database,
  member: Member,
): Promise<ProfileCompletion> {
  return profileCompletionFrom(await profileFactsOf(db, member));
}

/** Spec section 3's insert marker: an alert about the address is pending (the red dot too). */
const flaggedInvalid = 'I';

/** One thing a signed-in member still has to complete: its login code and the step that does it. */
export interface ProfileGap {
  forwardCode: IncompleteProfileForwardCode;
  step: CompleteProfileStep;
}

/**
 * What the member still has to complete, first things first: in the order of the account-creation
 * steps (personal info, branch of service, address), the residence before the mailing address, so
 * a member who lacks several is led through them in the order they were made. The sign-in answers
 * the first one's code; each save answers the next, until none is left (31, the dashboard).
 * - 18 ssnMandatory: no identity facts (date of birth and SSN), as for a member from before they
 *   were kept;
 * - 30 needSponsorInfo: a uniformed member whose sponsor profile, FGR/RPN part or branch of service
 *   is not on file;
 * - 29 needAddress: no residence;
 * - 22 addressZipInvalid, 23 mailZipInvalid: the residence's or mailing address's invalid flag
 *   holds the insert marker (an address alert is pending). An address kept as entered after the
 *   ZIP check disagreed (verification I) is not one: the member chose it on the very step they
 *   would be sent back to, and would be sent back at every sign-in.
 * Names, phone and work email are required columns of every account made here, so nothing sends
 * a member back for them.
 */
export function profileGapsOf(facts: ProfileFacts): ProfileGap[] {
  const completion = profileCompletionFrom(facts);
  const { member } = facts;
  const gaps: ProfileGap[] = [];
  if (!facts.hasIdentityFacts) {
    gaps.push({ forwardCode: loginForwardCodes.ssnMandatory, step: 'PERSONAL_INFO' });
  }
  if (
    !completion.sponsorProfilecompletion ||
    !completion.sponsorFGRRPNcompletion ||
    !completion.sponsorBOSCompletion
  ) {
    gaps.push({ forwardCode: loginForwardCodes.needSponsorInfo, step: 'BRANCH_OF_SERVICE' });
  }
  if (!facts.residence) {
    gaps.push({ forwardCode: loginForwardCodes.needAddress, step: 'ADDRESS' });
  } else if (member.address_invalid_flag === flaggedInvalid) {
    gaps.push({ forwardCode: loginForwardCodes.addressZipInvalid, step: 'ADDRESS' });
  }
  if (member.mail_address_invalid_flag === flaggedInvalid) {
    gaps.push({ forwardCode: loginForwardCodes.mailZipInvalid, step: 'ADDRESS' });
  }
  return gaps;
}

/** Where a signed-in member stands: the login code and step of the first gap, or 31 and none. */
export function profileStandingOf(facts: ProfileFacts) {
  const [first] = profileGapsOf(facts);
  return {
    forwardCode: first?.forwardCode ?? loginForwardCodes.showdashboard,
    nextStep: first?.step ?? null,
    completion: profileCompletionFrom(facts),
  };
}
