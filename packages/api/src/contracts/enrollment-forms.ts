import {
  accountTypeValues,
  dependantRelationshipValues,
  dependantTypeValues,
  genderValues,
  namePrefixValues,
  nameSuffixValues,
  paymentTypeCodeValues,
  yesNoValues,
} from '@portal/forms/code-lists';
import {
  BANK_NAME_MAX_LENGTH,
  isMultiLineText,
  isValidSsn,
  NAME_MAX_LENGTH,
} from '@portal/forms/rules';
import {
  BELATED_REASON_MAX_LENGTH,
  COVERED_DEPENDANTS_MAX,
  enrollmentReasonValues,
  singleLine,
} from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { coverageTierSchema, planIdSchema, planYearSchema } from './plan-schemas.js';
import { recordIdSchema } from './record-id.js';

export { recordIdSchema };

/*
 * The answers of enrolling on the wire (spec section 3, 'Enrollment state': newHireData,
 * planData, familyData, paymentData; issue 21), one object per step, with the legacy naming
 * (str…, dt…, ln…, bln…). The contract checks each field's form (a body that breaks it is a 400);
 * the rules that need today, the member's file or another field (windows, ages, relationships,
 * tier against the family, the ABA checksum, account numbers typed twice) run on the service with
 * the same @portal/forms schemas the screens use, through enrollment-mapping.ts, and come back as
 * objFieldErrors by the form's field names (returnCode 300).
 */

function text(max: number) {
  return singleLine(z.string().check(z.trim(), z.maxLength(max)));
}
/** A text area's text: line breaks and tabs are part of it, other control characters are not. */
function multiLineText(max: number) {
  return z
    .string()
    .check(z.trim(), z.maxLength(max), z.refine(isMultiLineText, { message: 'pattern' }));
}
function optionalCode<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.optional(z.nullable(z.union([z.literal(''), z.enum(values)])));
}
const isoDate = z.iso.date().check(z.describe('YYYY-MM-DD'));

/** Steps of the flow in order; the draft remembers the next one (where to resume). */
export const enrollmentSteps = ['REASON', 'FAMILY', 'PAYMENT', 'AGREEMENTS', 'REVIEW'] as const;
export type EnrollmentStep = (typeof enrollmentSteps)[number];

/** Ids of service-made records (dependents, banks, enrollments): UUID text. */

/** 'Why and when' (newHireData, effDateOs): the reason, the hire date and the chosen plan. */
export const reasonVoSchema = z.strictObject({
  strEnrlType: z
    .enum(enrollmentReasonValues)
    .check(z.describe('newHire, openSeason, belated, or individual (MP, any time)')),
  dtHireDate: z.optional(
    z
      .nullable(isoDate)
      .check(z.describe('A new hire or belated enrollment; none: the one on file')),
  ),
  strBelatedReason: z.optional(z.nullable(multiLineText(BELATED_REASON_MAX_LENGTH))),
  strPlanId: planIdSchema,
  strPayYear: planYearSchema,
  dtEffDate: isoDate.check(
    z.describe('When coverage starts: calculateEffectiveDates, checked by validateCoverageDate'),
  ),
});

/** 'Who is covered' (familyData): the family members chosen, by id, and the coverage tier. */
export const familyVoSchema = z.strictObject({
  strCoverageTier: coverageTierSchema,
  liCoveredDependentIds: z
    .array(recordIdSchema)
    .check(z.maxLength(COVERED_DEPENDANTS_MAX), z.describe('Besides the member; may be empty')),
});

/** 'How to pay' (paymentData): the payment type and, for automatic bank withdrawal, the bank. */
export const paymentVoSchema = z.strictObject({
  strPaymentType: z
    .enum(paymentTypeCodeValues)
    .check(
      z.describe('14 payroll, 15 annuity, 16 ABW, 17 direct bill, 34, 35, 36 (paymentMethod)'),
    ),
  lnBankId: z.optional(
    z.nullable(recordIdSchema).check(z.describe('16 only: a bank of the member (saveBankDetails)')),
  ),
});

/** The agreements of the flow (spec section 2's confirmation page titles). */
export const agreementIdValues = ['termsAndConditions', 'abwTerms', 'bankAuthorization'] as const;
export type AgreementId = (typeof agreementIdValues)[number];

/** 'Agreements': each agreement the member ticked, with the version they read. */
export const agreementsVoSchema = z.strictObject({
  liAccepted: z
    .array(z.strictObject({ strAgreementId: z.enum(agreementIdValues), strVersion: text(20) }))
    .check(z.maxLength(agreementIdValues.length)),
});

/** One agreement as recorded: the version read and when (the service's time). */
export const acceptedAgreementSchema = z.object({
  strAgreementId: z.enum(agreementIdValues),
  strVersion: z.string(),
  dtAcceptedAt: z.string().check(z.describe('ISO instant, UTC')),
});

/**
 * A family member as the member types them (add a family member; spec section 3 dependent
 * codes). strSSN is optional (a newborn may have none yet); it is stored encrypted, never sent
 * back whole, and checks dual enrollment across members.
 */
export const dependentVoSchema = z.strictObject({
  strRelationship: z.enum(dependantRelationshipValues),
  strPrefix: optionalCode(namePrefixValues),
  strFirst_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
  strMiddle_Init: z.optional(text(1)),
  strLast_Nm: text(NAME_MAX_LENGTH).check(z.minLength(1)),
  strSuffix: optionalCode(nameSuffixValues),
  dtDOB: isoDate,
  strGender: z.enum(genderValues),
  strSSN: z.optional(
    z.union([z.literal(''), z.string().check(z.refine(isValidSsn, { error: 'invalidSsn' }))]),
  ),
  strIncapable_Ind: z.optional(z.enum(yesNoValues)),
  dtIncapacityBegan: z.optional(z.nullable(z.union([z.literal(''), isoDate]))),
});

/** A family member on file, as the service answers it (SSN as its last four only). */
export const dependentSchema = z.object({
  strDependent_Id: recordIdSchema,
  strRelationship: z.enum(dependantRelationshipValues),
  strRelationshipDesc: z.string(),
  strDependentType: z.enum(dependantTypeValues).check(z.describe('S, C, R, H, D (spec section 3)')),
  strFirst_Nm: z.string(),
  strMiddle_Init: z.nullable(z.string()),
  strLast_Nm: z.string(),
  strSuffix: z.nullable(z.string()),
  dtDOB: isoDate,
  strGender: z.enum(genderValues),
  strSSNLast4: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  strIncapable_Ind: z.enum(yesNoValues),
  dtIncapacityBegan: z.nullable(isoDate),
  strStatus: z
    .enum(['I', 'E', 'R'])
    .check(z.describe('I inserted (on file, not covered), E enrolled (covered now), R removed')),
});

/** A bank account as the member types it (spec section 3, Bank): full numbers, only inbound. */
export const bankVoSchema = z.strictObject({
  strBank_Nm: text(BANK_NAME_MAX_LENGTH).check(
    z.describe("The bank's name as the member types it (there is no routing directory)"),
  ),
  strAcc_Type: z.enum(accountTypeValues),
  strAba_Rout_Nbr: text(20).check(z.describe('Nine digits with the ABA check digit')),
  strAcc_Nbr: text(30).check(z.describe('4 to 17 digits; stored encrypted, answered masked')),
  strConfirmAcc_Nbr: text(30).check(z.describe('The account number typed again')),
});

export type ReasonVo = z.infer<typeof reasonVoSchema>;
export type FamilyVo = z.infer<typeof familyVoSchema>;
export type PaymentVo = z.infer<typeof paymentVoSchema>;
export type AgreementsVo = z.infer<typeof agreementsVoSchema>;
export type AcceptedAgreement = z.infer<typeof acceptedAgreementSchema>;
export type DependentVo = z.infer<typeof dependentVoSchema>;
export type Dependent = z.infer<typeof dependentSchema>;
export type BankVo = z.infer<typeof bankVoSchema>;
