import { productFlagValues, stateCodeValues, yesNoValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import {
  accountCreationSteps,
  addressStepSchema,
  addressVoSchema,
  getStartedVoSchema,
  sponsorVoSchema,
  userVoSchema,
} from './account-creation-forms.js';
import { apiBasePath } from './base-path.js';
import { fieldErrorsSchema } from './contact-method-schema.js';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/*
 * Account creation with save and resume (spec sections 2, 3 'Account creation state' and 7
 * 'Account creation'; issue 19). Every step's Continue saves its answers on the service under a
 * draft named by an HttpOnly cookie; a reload, a closed tab or a return within 30 days resumes at
 * the same step. Visitor calls: no session, rate limited per client address.
 */

/**
 * The draft's credential: HttpOnly, SameSite=Strict, Secure except on plain-http localhost, 30
 * days, sent only to the account-creation calls. 32 random bytes; the service keeps its SHA-256.
 */
export const accountDraftCookie = {
  name: 'portal_account_draft',
  path: `${apiBasePath}/acctCreate`,
  maxAgeDays: 30,
} as const;

export const continueToAccountCreationPath = '/acctCreate/continueToAccountCreation';
export const intermediateProfileSavePath = '/acctCreate/intermediateProfileSave';
export const saveSponsorInfoPath = '/acctCreate/saveSponsorInfo';
/** Ours: 'Start again' deletes the draft; the spec names no call for it. */
export const discardAccountDraftPath = '/acctCreate/discardAccountDraft';
export const fetchBranchOfServicePath = '/acctCreate/fetchBranchOfService';
export const fetchStateEligibilityPath = '/acctCreate/fetchStateEligibility';

const step = z.enum(accountCreationSteps);

/** A city, state and ZIP offered when the ZIP and state disagree (up to 10). */
export const zipCandidateSchema = z.object({
  strCity: z.string(),
  strState: z.enum(stateCodeValues),
  strZip: z.string(),
});

/**
 * What a saving call answers. 200: saved; go to strNextStep. 300: refused by a rule, with
 * objFieldErrors by the form's field names (catalogue keys) and, for a ZIP the check could not
 * place in the state, the candidates for each address. 404: no draft (it ended, was submitted or
 * is older than 30 days): start again at get-started.
 */
export const draftSaveAnswerSchema = envelopeSchema(
  z.object({
    strNextStep: z.optional(step),
    dtDraftExpires: z.optional(z.string().check(z.describe('ISO instant the draft ends'))),
    objFieldErrors: z.optional(fieldErrorsSchema),
    liResidenceCandidates: z.optional(z.array(zipCandidateSchema)),
    liMailingCandidates: z.optional(z.array(zipCandidateSchema)),
    strMessage: z.optional(z.string()),
  }),
);

/** POST /acctCreate/intermediateProfileSave: one step's answers (the branch of service has its own call). */
export const intermediateProfileSaveRequestSchema = z.union([
  z.strictObject({ strStep: z.literal('GET_STARTED'), objGetStarted: getStartedVoSchema }),
  z.strictObject({ strStep: z.literal('PERSONAL_INFO'), objUserVO: userVoSchema }),
  z.strictObject({ strStep: z.literal('ADDRESS'), ...addressStepSchema.shape }),
]);

/** POST /acctCreate/saveSponsorInfo: the branch-of-service step. */
export const saveSponsorInfoRequestSchema = z.strictObject({ objSponsorVO: sponsorVoSchema });

const { strSSN: _ssn, ...userVoShown } = userVoSchema.shape;
const { strSponsorSSN: _sponsorSsn, ...sponsorVoShown } = sponsorVoSchema.shape;
const lastFour = z.optional(z.nullable(z.string().check(z.regex(/^\d{4}$/))));

/** POST /acctCreate/continueToAccountCreation: an empty body; the cookie names the draft. */
export const continueToAccountCreationRequestSchema = z.strictObject({});

/**
 * returnCode 200: the draft, to resume at strNextStep with everything typed except the SSNs, of
 * which only the last four digits come back. 404: no draft (start at get-started).
 * strAddressCheck per address: V when its ZIP and state agree, I when the member kept what they
 * entered (unchecked).
 */
export const continueToAccountCreationResponseSchema = envelopeSchema(
  z.object({
    strNextStep: step,
    dtDraftExpires: z.string(),
    objGetStarted: z.nullable(getStartedVoSchema),
    objUserVO: z.nullable(z.object({ ...userVoShown, strSSNLast4: lastFour })),
    objSponsorVO: z.nullable(z.object({ ...sponsorVoShown, strSponsorSSNLast4: lastFour })),
    objUserAddressVO: z.nullable(addressVoSchema),
    objMailAddressVO: z.nullable(addressVoSchema),
    strMailingSameAsResidence: z.nullable(z.enum(yesNoValues)),
    strResidenceCheck: z.nullable(z.enum(['V', 'I'])),
    strMailingCheck: z.nullable(z.enum(['V', 'I'])),
  }),
);

export const discardAccountDraftRequestSchema = z.strictObject({});
export const discardAccountDraftResponseSchema = envelopeSchema(z.object({}));

export const fetchBranchOfServiceRequestSchema = z.strictObject({});
/** returnCode 200: the branches of the uniformed services, from the service's catalogue. */
export const fetchBranchOfServiceResponseSchema = envelopeSchema(
  z.object({ liBranches: z.array(z.object({ strCode: z.string(), strName: z.string() })) }),
);

/** POST /acctCreate/fetchStateEligibility: the edition's product. */
export const fetchStateEligibilityRequestSchema = z.strictObject({
  strProductNm: z.enum(productFlagValues),
});
/**
 * returnCode 200: each state and whether the product can be bought by a resident of it (catalogue
 * data; every state is eligible in the federal edition).
 */
export const fetchStateEligibilityResponseSchema = envelopeSchema(
  z.object({
    liStates: z.array(
      z.object({ strState: z.enum(stateCodeValues), strEligible: z.enum(yesNoValues) }),
    ),
  }),
);

export type IntermediateProfileSaveRequest = z.input<typeof intermediateProfileSaveRequestSchema>;
export type SaveSponsorInfoRequest = z.input<typeof saveSponsorInfoRequestSchema>;
export type DraftSaveAnswer = z.infer<typeof draftSaveAnswerSchema>;
export type ContinueToAccountCreationResponse = z.infer<
  typeof continueToAccountCreationResponseSchema
>;
export type ZipCandidate = z.infer<typeof zipCandidateSchema>;

const draftNote =
  'The draft cookie (HttpOnly, SameSite=Strict, 30 days) names the application; SSNs are kept ' +
  'encrypted and never sent back whole. Rate limited per client address.';

export const continueToAccountCreationEndpoint = {
  path: continueToAccountCreationPath,
  request: continueToAccountCreationRequestSchema,
  response: continueToAccountCreationResponseSchema,
  withCredentials: true,
  summary: 'Resume an account application',
  description: `The saved answers of the draft and the step to resume at (404 without a draft). ${draftNote}`,
} as const satisfies Endpoint;

export const intermediateProfileSaveEndpoint = {
  path: intermediateProfileSavePath,
  request: intermediateProfileSaveRequestSchema,
  response: draftSaveAnswerSchema,
  withCredentials: true,
  summary: 'Save a step of an account application',
  description:
    'Checks one step with the same @portal/forms schema the screen uses and saves it in the ' +
    'draft. GET_STARTED starts a draft (and sets its cookie) when there is none; the other steps ' +
    "need one (404 otherwise). ADDRESS checks each ZIP against its state with the service's own " +
    'ZIP data: on a mismatch, returnCode 300 with up to 10 candidates, unless strKeepAsEntered ' +
    `is Y (recorded unchecked). In MP a state not yet eligible is refused. ${draftNote}`,
} as const satisfies Endpoint;

export const saveSponsorInfoEndpoint = {
  path: saveSponsorInfoPath,
  request: saveSponsorInfoRequestSchema,
  response: draftSaveAnswerSchema,
  withCredentials: true,
  summary: 'Save the branch of service of an account application',
  description:
    "The branch, status and reservist or guard component; for a sponsor's family member also " +
    'the sponsor (a sponsor under 17 is sent to customer service). Needs a draft whose ' +
    `get-started answer is a military member or a sponsor's family member. ${draftNote}`,
} as const satisfies Endpoint;

export const discardAccountDraftEndpoint = {
  path: discardAccountDraftPath,
  request: discardAccountDraftRequestSchema,
  response: discardAccountDraftResponseSchema,
  withCredentials: true,
  summary: 'Start again: delete the account application',
  description:
    'Deletes the draft named by the cookie and clears the cookie (200 with or without one). Ours: ' +
    'the spec names no call for it.',
} as const satisfies Endpoint;

export const fetchBranchOfServiceEndpoint = {
  path: fetchBranchOfServicePath,
  request: fetchBranchOfServiceRequestSchema,
  response: fetchBranchOfServiceResponseSchema,
  summary: 'The branches of the uniformed services',
  description: 'From the committed catalogue (content/catalogue/branches-of-service.json).',
} as const satisfies Endpoint;

export const fetchStateEligibilityEndpoint = {
  path: fetchStateEligibilityPath,
  request: fetchStateEligibilityRequestSchema,
  response: fetchStateEligibilityResponseSchema,
  summary: 'Which states the product can be bought in',
  description:
    'From the committed catalogue (content/catalogue/state-eligibility.json). A state not ' +
    "eligible is refused at the address step with 'This state is not yet eligible for this product.'",
} as const satisfies Endpoint;
