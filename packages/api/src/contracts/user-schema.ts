import { z } from 'zod/mini';

/** objuservo, spec section 3. Optional contact fields are null when the member has none. */
export const userSchema = z.object({
  strMember_Id: z.string(),
  strUserId: z.string(),
  strFirst_Nm: z.string(),
  strLast_Nm: z.string(),
  strDay_Time_Ph: z.nullable(z.string()),
  strOther_Ph: z.nullable(z.string()),
  strPrimaryPhone_type: z.nullable(z.string()),
  strSecondaryPhone_type: z.nullable(z.string()),
  strWork_Email: z.nullable(z.string()),
  strOther_Email: z.nullable(z.string()),
  str2FAPref: z.nullable(z.string()),
  strEmailUserPref: z.nullable(z.string()),
  strSmsUserPref: z.nullable(z.string()),
  strWorkEmail_Ind: z.nullable(z.string()),
  strOtherEmail_Ind: z.nullable(z.string()),
  objuseraddressvo: z.nullable(z.object({ strAddress_Invalid_Flg: z.nullable(z.string()) })),
  objmailaddressvo: z.nullable(z.object({ strMail_Address_Invalid_Flg: z.nullable(z.string()) })),
});

export type User = z.infer<typeof userSchema>;
