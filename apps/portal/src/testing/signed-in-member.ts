import type { User } from '@portal/api/sign-in';

/**
 * A signed-in member as the sign-in answer describes one, for page tests: the demo data's federal
 * member by default (README 'Demo data'), with whatever a test changes.
 */
export function signedInMember(changes: Partial<User> = {}): User {
  return {
    strMember_Id: '7100000001',
    strUserId: 'fed.member',
    strFirst_Nm: 'Jordan',
    strLast_Nm: 'Rivera',
    strDay_Time_Ph: null,
    strOther_Ph: null,
    strPrimaryPhone_type: null,
    strSecondaryPhone_type: null,
    strWork_Email: 'jordan.rivera@example.org',
    strOther_Email: null,
    str2FAPref: null,
    strEmailUserPref: null,
    strSmsUserPref: null,
    strWorkEmail_Ind: null,
    strOtherEmail_Ind: null,
    objuseraddressvo: null,
    objmailaddressvo: null,
    ...changes,
  };
}
