import {
  alternatePhoneTypeValues,
  notificationPreferenceValues,
  phoneTypeValues,
  profileSectionValues,
  reserveComponentValues,
  uniformedStatusValues,
  verificationStatusValues,
  yesNoValues,
} from '@portal/forms/code-lists';
import { EMAIL_MAX_LENGTH, isValidSsn, NAME_MAX_LENGTH } from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { reauthenticatedUntilSchema, reauthRequiredFields } from './reauthentication-contracts.js';
import { userSchema } from './user-schema.js';

/*
 * My profile (issue 22; spec sections 2, 3 and 7): fetchUserProfileDetails reads every section,
 * and each section saves alone with its own call, so two tabs saving different sections both win
 * and a field saved twice keeps the last save (each save writes its own audit row). The names,
 * date of birth and SSN are shown, never edited here; the addresses save through
 * EditEnrolleeAddress (complete-profile-contracts.ts), with the ZIP check of account creation.
 * The contract checks each field's form (a body that breaks it is a 400); the rules between fields
 * run on the service with the @portal/forms section schemas (profilePhonesSchema,
 * profileEmailsSchema, notificationPreferenceSchema, marketingPreferencesSchema) and come back as
 * objFieldErrors by the form's field names. Every call answers only for the signed-in member
 * (another strMember_Id: 404).
 */

export const fetchUserProfileDetailsPath = '/fetchUserProfileDetails';
/** Ours: the spec shows no path for saving a profile section other than the addresses. */
export const updateProfilePhonesPath = '/updateProfilePhones';
export const updateProfileEmailsPath = '/updateProfileEmails';
export const updateNotificationPreferencePath = '/updateNotificationPreference';
export const updateMarketingPreferencesPath = '/updateMarketingPreferences';
/** Spec section 7. */
export const updateSponsorDetailsPath = '/updateSponsorDetails';
export const updateBranchOfServicesPath = '/updateBranchOfServices';

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);
/** Trimmed single-line text of at most `max` characters, empty allowed. */
function text(max: number) {
  return singleLine(z.string().check(z.trim(), z.maxLength(max)));
}
/** An optional code: missing, empty or null all mean none. */
function optionalCode<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.optional(z.nullable(z.union([z.literal(''), z.enum(values)])));
}
const phone = text(20).check(z.describe('Ten digits, punctuation allowed'));
const email = text(EMAIL_MAX_LENGTH);
const isoDate = z.iso.date().check(z.describe('YYYY-MM-DD'));

/** One address as saved: the account-creation fields, how it was checked and its alert flag. */
export const profileAddressSchema = z.object({
  strAddress_Line1: z.string(),
  strAddress_Line2: z.nullable(z.string()),
  strCity: z.string(),
  strState: z.string(),
  strZip: z.string(),
  strCountry: z.string(),
  /** V: the ZIP lies in the state (checked); I: kept as the member entered it. */
  strVerification: z.enum(verificationStatusValues),
  /** Y: flagged invalid (spec section 3 strAddress_Invalid_Flg holds the insert marker). */
  strInvalid: z.enum(yesNoValues),
});

/** One marketing section (spec section 3: A, C, M, P, B, S) and whether the member opted in. */
export const marketingPreferenceSchema = z.object({
  strSection: z.enum(profileSectionValues),
  strOptIn: z.enum(yesNoValues),
});

/** Sponsor and service of a uniformed member (spec 'objSponsorVO'); the SSN only as on file. */
export const profileSponsorSchema = z.object({
  strBranchOfService: z.nullable(z.string()),
  strMilitaryStatus: z.nullable(z.enum(uniformedStatusValues)),
  strReserveComponent: z.nullable(z.string()),
  strSponsorFirst_Nm: z.nullable(z.string()),
  strSponsorLast_Nm: z.nullable(z.string()),
  dtSponsorDOB: z.nullable(z.string()),
  strSponsorSSNOnFile: z.enum(yesNoValues),
});

/** Everything My profile shows, by section. */
export const userProfileSchema = z.object({
  /** The user object (spec section 3): the app session and the red dot refresh from it. */
  objuservo: userSchema,
  /** Y: the spec's pending-action flag (section 4) holds: the alerts bell shows its red dot. */
  strPendingAction: z.enum(yesNoValues),
  objPersonal: z.object({
    strPrefix: z.nullable(z.string()),
    strFirst_Nm: z.string(),
    strMiddle_Init: z.nullable(z.string()),
    strLast_Nm: z.string(),
    strSuffix: z.nullable(z.string()),
    dtDOB: z.nullable(z.string()),
    /** The last four digits of the SSN, shown masked ('•••-••-1234'); null when not on file. */
    strSSNLast4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  }),
  objPhones: z.object({
    strDay_Time_Ph: z.nullable(z.string()),
    strPrimaryPhone_type: z.nullable(z.string()),
    strOther_Ph: z.nullable(z.string()),
    strSecondaryPhone_type: z.nullable(z.string()),
  }),
  objEmails: z.object({
    strWork_Email: z.nullable(z.string()),
    /** I: flagged invalid (an alert is pending); V or null otherwise. */
    strWorkEmail_Ind: z.nullable(z.string()),
    strOther_Email: z.nullable(z.string()),
    strOtherEmail_Ind: z.nullable(z.string()),
  }),
  objUserAddressVO: z.nullable(profileAddressSchema),
  objMailAddressVO: z.nullable(profileAddressSchema),
  strMailingSameAsResidence: z.nullable(z.enum(yesNoValues)),
  objNotification: z.object({
    strNotificationPref: z.nullable(z.enum(notificationPreferenceValues)),
    strElectronicConsent: z.enum(yesNoValues),
  }),
  /** Every section, in the order of the code list (N where the member never chose). */
  liMarketingPrefs: z.array(marketingPreferenceSchema),
  /** M: a military member, their own sponsor; FMM: a sponsor's family member; null: civilian. */
  strEnrollingAs: z.nullable(z.enum(['M', 'FMM'])),
  objSponsorVO: z.nullable(profileSponsorSchema),
  /** Until when a change of email, phone, address or two-step needs no new confirmation. */
  dtReauthenticatedUntil: reauthenticatedUntilSchema,
});

/** POST /fetchUserProfileDetails. */
export const fetchUserProfileDetailsRequestSchema = z.strictObject({ strMember_Id: memberId });
export const fetchUserProfileDetailsResponseSchema = envelopeSchema(userProfileSchema);

/** POST /updateProfilePhones: the primary phone with its type, the alternate with its type. */
export const updateProfilePhonesRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strDay_Time_Ph: phone,
  strPrimaryPhone_type: z.enum(phoneTypeValues),
  strOther_Ph: z.optional(phone),
  strSecondaryPhone_type: optionalCode(alternatePhoneTypeValues),
});

/** POST /updateProfileEmails: the work email and the other email, each with its confirmation. */
export const updateProfileEmailsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strWork_Email: email,
  strConfirmWork_Email: email,
  strOther_Email: z.optional(email),
  strConfirmOther_Email: z.optional(email),
});

/** POST /updateNotificationPreference: E email alone, L letter alone, B both. */
export const updateNotificationPreferenceRequestSchema = z.strictObject({
  strMember_Id: memberId,
  strNotificationPref: z.enum(notificationPreferenceValues),
  blnElectronicConsent: z.boolean(),
});

/** POST /updateMarketingPreferences: the sections changed; the others keep what is saved. */
export const updateMarketingPreferencesRequestSchema = z.strictObject({
  strMember_Id: memberId,
  liMarketingPrefs: z
    .array(marketingPreferenceSchema)
    .check(
      z.minLength(1),
      z.maxLength(profileSectionValues.length),
      z.describe('A section named twice keeps its last answer'),
    ),
});

/** POST /updateSponsorDetails: the sponsor of a sponsor's family member (FMM). */
export const updateSponsorDetailsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  objSponsorVO: z.strictObject({
    strSponsorFirst_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
    strSponsorLast_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
    dtSponsorDOB: isoDate,
    /** Empty or missing keeps the SSN on file. */
    strSponsorSSN: z.optional(
      z.union([z.literal(''), z.string().check(z.refine(isValidSsn, { error: 'invalidSsn' }))]),
    ),
  }),
});

/** POST /updateBranchOfServices: the branch, the status and the reservist or guard component. */
export const updateBranchOfServicesRequestSchema = z.strictObject({
  strMember_Id: memberId,
  objSponsorVO: z.strictObject({
    strBranchOfService: z.string().check(z.regex(/^[A-Z]{2,6}$/)),
    strMilitaryStatus: z.enum(uniformedStatusValues),
    strReserveComponent: optionalCode(reserveComponentValues),
  }),
});

/**
 * returnCode 200 with objProfile: saved; the profile as it is now (every section, so a page can
 * refresh its cache). 300 with objFieldErrors by the form's field names: refused by a rule; with
 * strReauthRequired Y: confirm it's you first; with strMessage: not this member's section (a
 * sponsor for a member who has none). Nothing is saved on a 300.
 */
export const profileChangeAnswerSchema = envelopeSchema(
  z.object({
    objProfile: z.optional(userProfileSchema),
    objFieldErrors: z.optional(fieldErrorsSchema),
    strMessage: z.optional(z.string()),
    ...reauthRequiredFields,
  }),
);

export type UserProfile = z.infer<typeof userProfileSchema>;
export type ProfileAddress = z.infer<typeof profileAddressSchema>;
export type MarketingPreference = z.infer<typeof marketingPreferenceSchema>;
export type ProfileSponsor = z.infer<typeof profileSponsorSchema>;
export type FetchUserProfileDetailsResponse = z.infer<typeof fetchUserProfileDetailsResponseSchema>;
export type UpdateProfilePhonesRequest = z.input<typeof updateProfilePhonesRequestSchema>;
export type UpdateProfileEmailsRequest = z.input<typeof updateProfileEmailsRequestSchema>;
export type UpdateNotificationPreferenceRequest = z.input<
  typeof updateNotificationPreferenceRequestSchema
>;
export type UpdateMarketingPreferencesRequest = z.input<
  typeof updateMarketingPreferencesRequestSchema
>;
export type UpdateSponsorDetailsRequest = z.input<typeof updateSponsorDetailsRequestSchema>;
export type UpdateBranchOfServicesRequest = z.input<typeof updateBranchOfServicesRequestSchema>;
export type ProfileChangeAnswer = z.infer<typeof profileChangeAnswerSchema>;

const memberNote =
  'Only for the signed-in member: another strMember_Id answers 404, as a member who does not exist.';
const reauthNote =
  'Needs a confirmation (reauthenticate) within the last 15 minutes of this session: without one ' +
  'it answers returnCode 300 with strReauthRequired Y and saves nothing.';
const saveNote =
  'Saves only this section (another section saved meanwhile is kept); writes an audit row in the ' +
  'same transaction.';

export const fetchUserProfileDetailsEndpoint = {
  path: fetchUserProfileDetailsPath,
  request: fetchUserProfileDetailsRequestSchema,
  response: fetchUserProfileDetailsResponseSchema,
  authenticated: true,
  summary: "The signed-in member's profile, every section",
  description:
    'Names, date of birth and the SSN as its last four, phones, emails with their invalid ' +
    'indicators, residence and mailing addresses, notification and marketing preferences, ' +
    `sponsor and branch of service, and until when a confirmation counts. ${memberNote}`,
} as const satisfies Endpoint;

export const updateProfilePhonesEndpoint = {
  path: updateProfilePhonesPath,
  request: updateProfilePhonesRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the phones of My profile',
  description:
    'The primary phone (type M, H or W) and the alternate (M or O); text-message codes need a ' +
    `mobile phone. Sends a security notice. ${reauthNote} ${saveNote} Ours. ${memberNote}`,
} as const satisfies Endpoint;

export const updateProfileEmailsEndpoint = {
  path: updateProfileEmailsPath,
  request: updateProfileEmailsRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the emails of My profile',
  description:
    'Each confirmation must match; the other email must differ from the work email. An email ' +
    'changed clears its invalid indicator and resolves its alert. Sends a security notice to the ' +
    `old and new addresses. ${reauthNote} ${saveNote} Ours. ${memberNote}`,
} as const satisfies Endpoint;

export const updateNotificationPreferenceEndpoint = {
  path: updateNotificationPreferencePath,
  request: updateNotificationPreferenceRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save how the member hears from the plan',
  description: `E email alone, L letter alone, B both; E and B need the electronic-communication consent. ${saveNote} Ours. ${memberNote}`,
} as const satisfies Endpoint;

export const updateMarketingPreferencesEndpoint = {
  path: updateMarketingPreferencesPath,
  request: updateMarketingPreferencesRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save marketing preferences by section',
  description: `Y or N for each section sent (A, C, M, P, B, S); the others keep what is saved. ${saveNote} Ours. ${memberNote}`,
} as const satisfies Endpoint;

export const updateSponsorDetailsEndpoint = {
  path: updateSponsorDetailsPath,
  request: updateSponsorDetailsRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: "Save the sponsor's details of a sponsor's family member",
  description:
    'Name, date of birth (a sponsor under 17 is sent to customer service) and SSN (empty keeps the one on file; kept as a hash only). A member without a sponsor gets returnCode 300 with a message. ' +
    `${saveNote} ${memberNote}`,
} as const satisfies Endpoint;

export const updateBranchOfServicesEndpoint = {
  path: updateBranchOfServicesPath,
  request: updateBranchOfServicesRequestSchema,
  response: profileChangeAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the branch of service of a uniformed member',
  description:
    'The branch (fetchBranchOfService list), status and reservist or guard component. A member ' +
    `with no uniformed affiliation gets returnCode 300 with a message. ${saveNote} ${memberNote}`,
} as const satisfies Endpoint;
