import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { dependentSchema, dependentVoSchema, recordIdSchema } from './enrollment-forms.js';
import { envelopeSchema } from './envelope.js';
import { memberIdSchema, planYearSchema, programIdSchema } from './plan-schemas.js';
import { refusalFields } from './refusal-fields.js';

/*
 * Enrolling, 'Who is covered' (issue 21; spec section 3 dependent codes; spec section 5: spouse
 * 16 or older, children 22 or older only as incapable of self-support, relationship matching the
 * date of birth, students 21 to 23, no dual enrollment; spec section 7). The life-events issue
 * reuses these calls. Another strMember_Id, another member's family member or a program not in
 * the catalogue answers 404; a rule's refusal answers 300 with objFieldErrors by the dependant
 * form's field names (createDependantSchema) and strMessage.
 */

export const fetchUserDependentPath = '/fetchUserDependent';
export const fetchProgramDependentPath = '/fetchProgramDependent';
export const validateFEHBDependentInfoPath = '/validateFEHBDependentInfo';
export const validateDependentDetailsPath = '/validateDependentDetails';
export const saveDependentDetailsPath = '/saveDependentDetails';
export const checkDualEnrollmentForProgramPath = '/checkDualEnrollmentForProgram';

/** POST /fetchUserDependent: the member's family on file (removed ones left out). */
export const fetchUserDependentRequestSchema = z.strictObject({ strMember_Id: memberIdSchema });
export const fetchUserDependentResponseSchema = envelopeSchema(
  z.object({ liDependents: z.array(dependentSchema) }),
);

/** A family member as a program sees them on a date: can they be covered, and if not, why. */
export const programDependentSchema = z.object({
  ...dependentSchema.shape,
  blnEligible: z.boolean().check(z.describe('The age and relationship rules hold on dtEffDate')),
  strIneligibleReason: z.nullable(
    z.string().check(z.describe('A field error key of @portal/forms, when not eligible')),
  ),
  strIneligibleMessage: z.nullable(z.string()),
  blnCoveredElsewhere: z
    .boolean()
    .check(z.describe("Already covered under another person's plan in this program")),
  blnCovered: z.boolean().check(z.describe("Covered by the member's own enrollment now")),
});

/** POST /fetchProgramDependent: the family, each with whether they can be covered on the date. */
export const fetchProgramDependentRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  dtEffDate: z.optional(
    z.nullable(z.iso.date()).check(z.describe('Default: the draft effective date, else today')),
  ),
});
export const fetchProgramDependentResponseSchema = envelopeSchema(
  z.object({
    dtEffDate: z.iso.date(),
    liDependents: z.array(programDependentSchema),
  }),
);

/**
 * POST /validateFEHBDependentInfo: a family member's own rules (createDependantSchema, on
 * dtEffDate or today): date of birth before today, relationship matching the age, spouse 16 or
 * older, child 22 or older only incapable (incapacity begun before 22), student 21 to 23, SSN.
 */
export const validateFEHBDependentInfoRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  objDependent: dependentVoSchema,
});
/** returnCode 200 `{}`: valid; 300: objFieldErrors and strMessage (the first error's text). */
export const dependentCheckResponseSchema = envelopeSchema(z.object({ ...refusalFields }));
export const validateFEHBDependentInfoResponseSchema = dependentCheckResponseSchema;

/**
 * POST /validateDependentDetails: the family member against the member's file: the rules above,
 * and not a second spouse ('spouseAlreadyOnFile'), not someone on file already (same name and
 * date of birth, or SSN: 'dependantAlreadyOnFile'), not the member (SSN), and not enrolled under
 * another person's plan in the program (SSN: 'dualEnrollment', returnCode 203). strDependent_Id
 * names the family member being edited, who does not count against themselves.
 */
export const validateDependentDetailsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strDependent_Id: z.optional(z.nullable(recordIdSchema)),
  objDependent: dependentVoSchema,
});
export const validateDependentDetailsResponseSchema = dependentCheckResponseSchema;

/**
 * POST /saveDependentDetails (idempotent): adds a family member (or edits one the member added
 * and has not covered yet, by strDependent_Id) after both checks above; answers the record.
 */
export const saveDependentDetailsRequestSchema = validateDependentDetailsRequestSchema;
export const saveDependentDetailsResponseSchema = envelopeSchema(
  z.object({ objDependent: z.optional(dependentSchema), ...refusalFields }),
);

/**
 * POST /checkDualEnrollmentForProgram: whether any of these family members is already covered
 * under another person's plan in the program for the plan year (by identity: the SSN). returnCode
 * 200 with an empty list: none; 203 (dualEnrollment) with the ones who are, and strMessage "This
 * person is already enrolled under another person's plan."
 */
export const checkDualEnrollmentForProgramRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
  strPayYear: planYearSchema,
  liDependentIds: z.array(recordIdSchema).check(z.maxLength(20)),
});
export const checkDualEnrollmentForProgramResponseSchema = envelopeSchema(
  z.object({
    liDualEnrolled: z.array(
      z.object({
        strDependent_Id: recordIdSchema,
        strFirst_Nm: z.string(),
        strLast_Nm: z.string(),
      }),
    ),
    strMessage: z.optional(z.string()),
  }),
);

export type ProgramDependent = z.infer<typeof programDependentSchema>;
export type FetchUserDependentResponse = z.infer<typeof fetchUserDependentResponseSchema>;
export type FetchProgramDependentRequest = z.input<typeof fetchProgramDependentRequestSchema>;
export type FetchProgramDependentResponse = z.infer<typeof fetchProgramDependentResponseSchema>;
export type ValidateFEHBDependentInfoRequest = z.input<
  typeof validateFEHBDependentInfoRequestSchema
>;
export type DependentCheckResponse = z.infer<typeof dependentCheckResponseSchema>;
export type ValidateDependentDetailsRequest = z.input<typeof validateDependentDetailsRequestSchema>;
export type SaveDependentDetailsRequest = z.input<typeof saveDependentDetailsRequestSchema>;
export type SaveDependentDetailsResponse = z.infer<typeof saveDependentDetailsResponseSchema>;
export type CheckDualEnrollmentForProgramRequest = z.input<
  typeof checkDualEnrollmentForProgramRequestSchema
>;
export type CheckDualEnrollmentForProgramResponse = z.infer<
  typeof checkDualEnrollmentForProgramResponseSchema
>;

const scope =
  "Another strMember_Id, another member's family member or a program not in the catalogue answers 404.";

export const fetchUserDependentEndpoint = {
  path: fetchUserDependentPath,
  request: fetchUserDependentRequestSchema,
  response: fetchUserDependentResponseSchema,
  authenticated: true,
  summary: "The member's family on file",
  description: `SSNs as their last four digits. ${scope}`,
} as const satisfies Endpoint;

export const fetchProgramDependentEndpoint = {
  path: fetchProgramDependentPath,
  request: fetchProgramDependentRequestSchema,
  response: fetchProgramDependentResponseSchema,
  authenticated: true,
  summary: 'The family for a program: who can be covered on the effective date, and who is',
  description: `${scope}`,
} as const satisfies Endpoint;

export const validateFEHBDependentInfoEndpoint = {
  path: validateFEHBDependentInfoPath,
  request: validateFEHBDependentInfoRequestSchema,
  response: validateFEHBDependentInfoResponseSchema,
  authenticated: true,
  summary: "A family member's age and relationship rules",
  description: `The dependant form's rules (createDependantSchema) on the service. ${scope}`,
} as const satisfies Endpoint;

export const validateDependentDetailsEndpoint = {
  path: validateDependentDetailsPath,
  request: validateDependentDetailsRequestSchema,
  response: validateDependentDetailsResponseSchema,
  authenticated: true,
  summary: "A family member against the member's file and other members' plans",
  description: `One spouse, nobody twice, nobody covered under another person's plan (203). ${scope}`,
} as const satisfies Endpoint;

export const saveDependentDetailsEndpoint = {
  path: saveDependentDetailsPath,
  request: saveDependentDetailsRequestSchema,
  response: saveDependentDetailsResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Adds a family member (or edits one not covered yet)',
  description: `Runs both checks, stores the SSN encrypted, writes an audit row. ${scope}`,
} as const satisfies Endpoint;

export const checkDualEnrollmentForProgramEndpoint = {
  path: checkDualEnrollmentForProgramPath,
  request: checkDualEnrollmentForProgramRequestSchema,
  response: checkDualEnrollmentForProgramResponseSchema,
  authenticated: true,
  summary: "Family members already covered under another person's plan",
  description: `returnCode 203 lists them with "This person is already enrolled under another person's plan." ${scope}`,
} as const satisfies Endpoint;
