import type { ProfileAddress, UserProfile } from '@portal/api/profile';
import {
  type NotificationPreference,
  notificationPreferenceValues,
  profileSectionValues,
} from '@portal/forms/code-lists';
import { hasPendingAction } from '@portal/forms/rules';
import { completeProfileStateOf } from '../accounts/complete-profile.js';
import { profileFactsOf } from '../accounts/profile-completion.js';
import type { Database } from '../db/create-database.js';
import type { Member, MemberAddress } from '../db/database-schema.js';
import { existingMemberById } from '../members/member-queries.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { reauthenticatedUntil } from './reauthentication.js';

/** The spec's pending-action flag (section 4) of a signed-in member, from the markers. */
export function pendingActionOf(member: Member): boolean {
  return hasPendingAction({
    isLoggedIn: true,
    workEmailIndicator: member.work_email_ind,
    otherEmailIndicator: member.other_email_ind,
    addressInvalidFlag: member.address_invalid_flag,
    mailAddressInvalidFlag: member.mail_address_invalid_flag,
  });
}

function addressOf(address: MemberAddress | undefined, flag: string | null): ProfileAddress | null {
  if (!address) return null;
  return {
    strAddress_Line1: address.address_line1,
    strAddress_Line2: address.address_line2,
    strCity: address.city,
    strState: address.state,
    strZip: address.zip,
    strCountry: address.country,
    strVerification: address.verification,
    strInvalid: flag === 'I' ? 'Y' : 'N',
  };
}

const notificationPreferences = new Set<string>(notificationPreferenceValues);

/** fetchUserProfileDetails: every section of My profile, as saved now. */
export async function readUserProfile(
  db: Database,
  memberId: string,
  sessionId: string,
  now: Date,
): Promise<UserProfile> {
  const member = await existingMemberById(db, memberId);
  const [facts, identity, marketing, saved, until] = await Promise.all([
    profileFactsOf(db, member),
    db
      .selectFrom('member_identity_facts')
      .select(['date_of_birth', 'ssn_last4'])
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    db
      .selectFrom('member_marketing_prefs')
      .select(['section', 'opt_in'])
      .where('member_id', '=', memberId)
      .execute(),
    completeProfileStateOf(db, memberId),
    reauthenticatedUntil(db, sessionId, now),
  ]);
  const optIns = new Map(marketing.map((row) => [row.section, row.opt_in]));
  const preference = member.notification_pref;
  return {
    objuservo: memberUserVo(member),
    strPendingAction: pendingActionOf(member) ? 'Y' : 'N',
    objPersonal: {
      strPrefix: member.name_prefix,
      strFirst_Nm: member.first_name,
      strMiddle_Init: member.middle_initial,
      strLast_Nm: member.last_name,
      strSuffix: member.name_suffix,
      dtDOB: identity?.date_of_birth ?? null,
      strSSNLast4: identity?.ssn_last4 ?? null,
    },
    objPhones: {
      strDay_Time_Ph: member.day_time_phone,
      strPrimaryPhone_type: member.primary_phone_type,
      strOther_Ph: member.other_phone,
      strSecondaryPhone_type: member.secondary_phone_type,
    },
    objEmails: {
      strWork_Email: member.work_email,
      strWorkEmail_Ind: member.work_email_ind,
      strOther_Email: member.other_email,
      strOtherEmail_Ind: member.other_email_ind,
    },
    objUserAddressVO: addressOf(facts.residence, member.address_invalid_flag),
    objMailAddressVO: addressOf(facts.mailing, member.mail_address_invalid_flag),
    strMailingSameAsResidence: facts.residence ? (facts.mailing ? 'N' : 'Y') : null,
    objNotification: {
      strNotificationPref:
        preference && notificationPreferences.has(preference)
          ? (preference as NotificationPreference)
          : null,
      strElectronicConsent: member.electronic_consent_at ? 'Y' : 'N',
    },
    liMarketingPrefs: profileSectionValues.map((section) => ({
      strSection: section,
      strOptIn: optIns.get(section) === 'Y' ? 'Y' : 'N',
    })),
    strEnrollingAs: saved.strEnrollingAs,
    objSponsorVO: saved.objSponsorVO,
    dtReauthenticatedUntil: until?.toISOString() ?? null,
  };
}
