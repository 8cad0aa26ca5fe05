import type { ProfileCompletion } from '@portal/api/sign-in';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';

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
 */
export async function profileCompletionOf(
  db: Database,
  member: Member,
): Promise<ProfileCompletion> {
  const [identity, residence, sponsor] = await Promise.all([
    db
      .selectFrom('member_identity_facts')
      .select('member_id')
      .where('member_id', '=', member.member_id)
      .executeTakeFirst(),
    db
      .selectFrom('member_addresses')
      .select('member_id')
      .where('member_id', '=', member.member_id)
      .where('address_type', '=', 'R')
      .executeTakeFirst(),
    member.affiliation === 'M'
      ? db
          .selectFrom('member_sponsors')
          .selectAll()
          .where('member_id', '=', member.member_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const profileCompletion = Boolean(
    member.first_name &&
      member.last_name &&
      member.day_time_phone &&
      member.work_email &&
      identity &&
      residence,
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
