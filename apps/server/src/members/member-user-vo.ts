import type { User } from '@portal/api/sign-in';
import type { Member } from '../db/database-schema.js';

/** A member row as the legacy user object (objuservo, spec section 3) the portal reads. */
export function memberUserVo(member: Member): User {
  return {
    strMember_Id: member.member_id,
    strUserId: member.user_id,
    strFirst_Nm: member.first_name,
    strLast_Nm: member.last_name,
    strDay_Time_Ph: member.day_time_phone,
    strOther_Ph: member.other_phone,
    strPrimaryPhone_type: member.primary_phone_type,
    strSecondaryPhone_type: member.secondary_phone_type,
    strWork_Email: member.work_email,
    strOther_Email: member.other_email,
    str2FAPref: member.two_factor_pref,
    strEmailUserPref: member.email_user_pref,
    strSmsUserPref: member.sms_user_pref,
    strWorkEmail_Ind: member.work_email_ind,
    strOtherEmail_Ind: member.other_email_ind,
    objuseraddressvo: { strAddress_Invalid_Flg: member.address_invalid_flag },
    objmailaddressvo: { strMail_Address_Invalid_Flg: member.mail_address_invalid_flag },
  };
}
