import {
  alternatePhoneTypeValues,
  enrollingAsValues,
  genderValues,
  maritalStatusValues,
  namePrefixValues,
  nameSuffixValues,
  notificationPreferenceValues,
  phoneTypeValues,
  productFlagValues,
  reserveComponentValues,
  stateCodeValues,
  uniformedStatusValues,
  yesNoValues,
} from '@portal/forms/code-lists';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidSsn,
  isZipCode,
  NAME_MAX_LENGTH,
} from '@portal/forms/rules';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';

/*
 * The answers of account creation on the wire (spec section 3, 'Account creation state':
 * objUserVO, objUserAddressVO, objMailAddressVO, objSponsorVO), one object per step. objUserVO uses
 * the names objuservo already has (strFirst_Nm, strDay_Time_Ph, strWork_Email...). The contract
 * checks each field's form (a body that breaks it is a 400); the rules that need today or another
 * field (ages, matching emails, ZIP and state) run on the service with the same @portal/forms
 * schema the screen uses, mapped by the functions of account-creation-mapping.ts, and come back as
 * objFieldErrors by the form's field names.
 */

/** Trimmed single-line text of at most `max` characters, empty allowed. */
function text(max: number) {
  return singleLine(z.string().check(z.trim(), z.maxLength(max)));
}
function optionalText(max: number) {
  return z.optional(text(max));
}
/** An optional code: missing, empty or null all mean none. */
function optionalCode<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.optional(z.nullable(z.union([z.literal(''), z.enum(values)])));
}
const isoDate = z.iso.date().check(z.describe('YYYY-MM-DD'));

/** Step names, in the order the flow goes (the draft remembers the last one saved). */
export const accountCreationSteps = [
  'GET_STARTED',
  'PERSONAL_INFO',
  'BRANCH_OF_SERVICE',
  'ADDRESS',
  'CREDENTIALS',
] as const;
export type AccountCreationStep = (typeof accountCreationSteps)[number];

/** Get started: who is enrolling, their date of birth, the agency for the civilian kinds. */
export const getStartedVoSchema = z.strictObject({
  strEnrollingAs: z.enum(enrollingAsValues),
  dtDOB: isoDate,
  strAgencyCode: z.optional(
    z.nullable(z.union([z.literal(''), z.string().check(z.regex(/^[A-Z0-9]{2,8}$/))])),
  ),
  strProductNm: z.enum(productFlagValues),
});

const phone = text(20).check(z.describe('Ten digits, punctuation allowed'));
const email = text(EMAIL_MAX_LENGTH);

/**
 * Personal info (objUserVO). strSSN may be left out once the draft holds one (it is never sent
 * back whole): the saved one is kept.
 */
export const userVoSchema = z.strictObject({
  strPrefix: optionalCode(namePrefixValues),
  strFirst_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
  strMiddle_Init: optionalText(1),
  strLast_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
  strSuffix: optionalCode(nameSuffixValues),
  dtDOB: isoDate,
  strSSN: z.optional(
    z
      .string()
      .check(
        z.refine(isValidSsn, { error: 'invalidSsn' }),
        z.describe('Nine digits, plain or 123-45-6789; stored encrypted, never sent back whole'),
      ),
  ),
  strGender: z.enum(genderValues),
  strMarried: z.enum(maritalStatusValues),
  strDay_Time_Ph: phone,
  strPrimaryPhone_type: z.enum(phoneTypeValues),
  strOther_Ph: z.optional(phone),
  strSecondaryPhone_type: optionalCode(alternatePhoneTypeValues),
  strWork_Email: email,
  strConfirmWork_Email: email,
  strOther_Email: z.optional(email),
  strNotificationPref: z.enum(notificationPreferenceValues),
  blnElectronicConsent: z.boolean(),
});

const zip = z.string().check(z.refine(isZipCode, { error: 'invalidZipCode' }));

/** One address (objUserAddressVO, objMailAddressVO): US only in account creation. */
export const addressVoSchema = z.strictObject({
  strAddress_Line1: text(ADDRESS_LINE_MAX_LENGTH).check(z.minLength(1)),
  strAddress_Line2: optionalText(ADDRESS_LINE_MAX_LENGTH),
  strCity: text(CITY_MAX_LENGTH).check(z.minLength(1)),
  strState: z.enum(stateCodeValues),
  strZip: zip,
  strCountry: z.optional(z.literal('USA')),
  /** Y: the member chose 'keep what I entered' after the ZIP check disagreed (recorded unchecked). */
  strKeepAsEntered: z.optional(z.enum(yesNoValues)),
});

export const addressStepSchema = z.strictObject({
  objUserAddressVO: addressVoSchema,
  strMailingSameAsResidence: z.enum(yesNoValues),
  objMailAddressVO: z.optional(z.nullable(addressVoSchema)),
});

/**
 * Branch of service (objSponsorVO): the service of the uniformed member, or of their sponsor. A
 * military member is their own sponsor and sends no sponsor identity; a sponsor's family member
 * (FMM) must (the service checks which with the draft's get-started answer).
 */
export const sponsorVoSchema = z.strictObject({
  strBranchOfService: z.string().check(z.regex(/^[A-Z]{2,6}$/)),
  strMilitaryStatus: z.enum(uniformedStatusValues),
  strReserveComponent: optionalCode(reserveComponentValues),
  strSponsorFirst_Nm: optionalText(NAME_MAX_LENGTH),
  strSponsorLast_Nm: optionalText(NAME_MAX_LENGTH),
  dtSponsorDOB: z.optional(z.union([z.literal(''), isoDate])),
  strSponsorSSN: z.optional(z.string().check(z.refine(isValidSsn, { error: 'invalidSsn' }))),
});

export type GetStartedVo = z.infer<typeof getStartedVoSchema>;
export type UserVo = z.infer<typeof userVoSchema>;
export type AddressVo = z.infer<typeof addressVoSchema>;
export type AddressStep = z.infer<typeof addressStepSchema>;
export type SponsorVo = z.infer<typeof sponsorVoSchema>;
