import { z } from 'zod';

/** objuservo, spec section 3. Optional contact fields are null when the member has none. */
export const userSchema = z.object({
  strMember_Id: z.string(),
  strUserId: z.string(),
  strFirst_Nm: z.string(),
  strLast_Nm: z.string(),
  strDay_Time_Ph: z.string().nullable(),
  strOther_Ph: z.string().nullable(),
  strPrimaryPhone_type: z.string().nullable(),
  strSecondaryPhone_type: z.string().nullable(),
  strWork_Email: z.string().nullable(),
  strOther_Email: z.string().nullable(),
  str2FAPref: z.string().nullable(),
  strEmailUserPref: z.string().nullable(),
  strSmsUserPref: z.string().nullable(),
  strWorkEmail_Ind: z.string().nullable(),
  strOtherEmail_Ind: z.string().nullable(),
  objuseraddressvo: z.object({ strAddress_Invalid_Flg: z.string().nullable() }).nullable(),
  objmailaddressvo: z.object({ strMail_Address_Invalid_Flg: z.string().nullable() }).nullable(),
});

export type User = z.infer<typeof userSchema>;
