import { uniformedStatusValues, yesNoValues } from '@portal/forms/code-lists';
import { isValidSsn } from '@portal/forms/rules';
import { z } from 'zod/mini';
import { zipCandidateSchema } from './account-creation-contracts.js';
import { addressStepSchema, addressVoSchema, sponsorVoSchema } from './account-creation-forms.js';
import { fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { reauthRequiredFields } from './reauthentication-contracts.js';
import { profileCompletionSchema } from './signed-in-schemas.js';
import { userSchema } from './user-schema.js';

/*
 * The incomplete profile of a signed-in member (spec sections 4 and 7; issue 19). A sign-in whose
 * member must complete the profile answers one of the login codes 18, 22, 23, 29 or 30 with a
 * session; the portal opens the account-creation step that completes it, which loads what is
 * saved with continueFromCompleteProfile and saves with sponsorProfileSavePoint (branch of
 * service) or EditEnrolleeAddress (the addresses). Every call answers only for the signed-in
 * member (404 for another strMember_Id).
 */

export const continueFromCompleteProfilePath = '/continueFromCompleteProfile';
export const sponsorProfileSavePointPath = '/sponsorProfileSavePoint';
export const editEnrolleeAddressPath = '/EditEnrolleeAddress';
export const savesEditenrolleeDetailsPath = '/savesEditenrolleeDetails';

/** The account-creation steps a signed-in member can be sent back to. */
export const completeProfileSteps = ['PERSONAL_INFO', 'BRANCH_OF_SERVICE', 'ADDRESS'] as const;
export type CompleteProfileStep = (typeof completeProfileSteps)[number];

const memberId = z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^\d+$/));

/**
 * Where the member stands: the login code of the first thing left to complete (31 showdashboard
 * when nothing is), its step (null when nothing is), the four completion flags and the user
 * object with its address flags as they are now (the portal refreshes its app session with them).
 */
const standingFields = {
  lnForwardCode: z
    .int()
    .check(z.describe('18, 22, 23, 29, 30, or 31 when the profile is complete')),
  strNextStep: z.nullable(z.enum(completeProfileSteps)),
  objProfileCompletion: profileCompletionSchema,
  objuservo: userSchema,
};

/** POST /continueFromCompleteProfile. */
export const continueFromCompleteProfileRequestSchema = z.strictObject({ strMember_Id: memberId });

/**
 * What is saved, so the step's screen can show it: the addresses with how their ZIP and state
 * stood, and for a uniformed member the branch-of-service answers. The sponsor's SSN is kept only
 * as a hash: `strSponsorSSNOnFile` Y says one is on file (the screen may leave it empty).
 */
export const continueFromCompleteProfileResponseSchema = envelopeSchema(
  z.object({
    ...standingFields,
    /** M: a military member, their own sponsor; FMM: a sponsor's family member; null: civilian. */
    strEnrollingAs: z.nullable(z.enum(['M', 'FMM'])),
    objSponsorVO: z.nullable(
      z.object({
        strBranchOfService: z.nullable(z.string()),
        strMilitaryStatus: z.nullable(z.enum(uniformedStatusValues)),
        strReserveComponent: z.nullable(z.string()),
        strSponsorFirst_Nm: z.nullable(z.string()),
        strSponsorLast_Nm: z.nullable(z.string()),
        dtSponsorDOB: z.nullable(z.string()),
        strSponsorSSNOnFile: z.enum(yesNoValues),
      }),
    ),
    objUserAddressVO: z.nullable(addressVoSchema),
    objMailAddressVO: z.nullable(addressVoSchema),
    strMailingSameAsResidence: z.nullable(z.enum(yesNoValues)),
    strResidenceCheck: z.nullable(z.enum(['V', 'I'])),
    strMailingCheck: z.nullable(z.enum(['V', 'I'])),
  }),
);

/** POST /sponsorProfileSavePoint: the branch-of-service step of a signed-in uniformed member. */
export const sponsorProfileSavePointRequestSchema = z.strictObject({
  strMember_Id: memberId,
  objSponsorVO: sponsorVoSchema,
});

/** POST /EditEnrolleeAddress: the residence and mailing addresses of the signed-in member. */
export const editEnrolleeAddressRequestSchema = z.strictObject({
  strMember_Id: memberId,
  ...addressStepSchema.shape,
});

/**
 * POST /savesEditenrolleeDetails: the date of birth and SSN of a signed-in member whose account
 * has none (login code 18).
 */
export const savesEditenrolleeDetailsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  dtDOB: z.iso.date().check(z.describe('YYYY-MM-DD')),
  strSSN: z
    .string()
    .check(
      z.refine(isValidSsn, { error: 'invalidSsn' }),
      z.describe('Nine digits, plain or 123-45-6789; kept as a hash only'),
    ),
});

/**
 * returnCode 200: saved; where the member stands now (strNextStep null: the profile is complete,
 * go to the dashboard). 300: refused by a rule, with objFieldErrors by the form's field names and,
 * for a ZIP the check could not place in its state, up to 10 candidates per address; or, with
 * strMessage, a step that is not this member's (branch of service for a civilian).
 */
export const completeProfileSaveAnswerSchema = envelopeSchema(
  z.object({
    lnForwardCode: z.optional(standingFields.lnForwardCode),
    strNextStep: z.optional(standingFields.strNextStep),
    objProfileCompletion: z.optional(profileCompletionSchema),
    objuservo: z.optional(userSchema),
    objFieldErrors: z.optional(fieldErrorsSchema),
    liResidenceCandidates: z.optional(z.array(zipCandidateSchema)),
    liMailingCandidates: z.optional(z.array(zipCandidateSchema)),
    strMessage: z.optional(z.string()),
    /** EditEnrolleeAddress from My profile (issue 22): confirm it's you first. */
    ...reauthRequiredFields,
  }),
);

export type ContinueFromCompleteProfileRequest = z.input<
  typeof continueFromCompleteProfileRequestSchema
>;
export type ContinueFromCompleteProfileResponse = z.infer<
  typeof continueFromCompleteProfileResponseSchema
>;
export type SponsorProfileSavePointRequest = z.input<typeof sponsorProfileSavePointRequestSchema>;
export type EditEnrolleeAddressRequest = z.input<typeof editEnrolleeAddressRequestSchema>;
export type SavesEditenrolleeDetailsRequest = z.input<typeof savesEditenrolleeDetailsRequestSchema>;
export type CompleteProfileSaveAnswer = z.infer<typeof completeProfileSaveAnswerSchema>;

const memberNote =
  'Only for the signed-in member: another strMember_Id answers 404, as a member who does not exist.';

export const continueFromCompleteProfileEndpoint = {
  path: continueFromCompleteProfilePath,
  request: continueFromCompleteProfileRequestSchema,
  response: continueFromCompleteProfileResponseSchema,
  authenticated: true,
  summary: 'What a signed-in member still has to complete',
  description:
    'The login code of the first thing left to complete and its account-creation step ' +
    '(PERSONAL_INFO for 18, BRANCH_OF_SERVICE for 30, ADDRESS for 29, 22 and 23), or 31 and null ' +
    'when the profile is complete, with what is saved so the step can show it (the sponsor SSN ' +
    `only as on file or not). ${memberNote}`,
} as const satisfies Endpoint;

export const sponsorProfileSavePointEndpoint = {
  path: sponsorProfileSavePointPath,
  request: sponsorProfileSavePointRequestSchema,
  response: completeProfileSaveAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the branch of service of a signed-in uniformed member',
  description:
    'The branch, status and reservist or guard component, and for a sponsor family member the ' +
    "sponsor, checked with the account-creation step's own rules (a sponsor under 17 is sent to " +
    'customer service); an empty strSponsorSSN keeps the one on file. A member with no uniformed ' +
    'affiliation gets returnCode 300 with a message. Writes an audit row in the same ' +
    `transaction. ${memberNote}`,
} as const satisfies Endpoint;

export const editEnrolleeAddressEndpoint = {
  path: editEnrolleeAddressPath,
  request: editEnrolleeAddressRequestSchema,
  response: completeProfileSaveAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the residence and mailing addresses of the signed-in member',
  description:
    "The account-creation address step's rules: each ZIP is checked against its state with the " +
    "service's own ZIP data (returnCode 300 with up to 10 candidates, unless strKeepAsEntered is " +
    'Y: recorded unchecked); in MP a state not yet eligible is refused. Clears the invalid-address ' +
    'flags (login codes 22 and 23), resolves their alerts and writes an audit row in the same ' +
    'transaction. Outside the completion of a profile (no residence, or a flagged address) it ' +
    'needs a confirmation (reauthenticate) within 15 minutes: otherwise returnCode 300 with ' +
    `strReauthRequired Y, nothing saved. ${memberNote}`,
} as const satisfies Endpoint;

export const savesEditenrolleeDetailsEndpoint = {
  path: savesEditenrolleeDetailsPath,
  request: savesEditenrolleeDetailsRequestSchema,
  response: completeProfileSaveAnswerSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Save the date of birth and SSN of a signed-in member who has none',
  description:
    "Login code 18: the personal-info step's rules for them (the age rules of enrollment, the " +
    "SSN's format and placeholders). An SSN of another account answers returnCode 300 with " +
    "'SSN already exists'; a member whose date of birth and SSN are on file gets 300 with a " +
    'message (they are not changed here). The SSN is kept as argon2id hashes only. Writes an ' +
    `audit row in the same transaction. ${memberNote}`,
} as const satisfies Endpoint;
