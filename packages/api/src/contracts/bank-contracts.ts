import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';

/**
 * The bank calls of the bank dashboard (spec sections 2, 3, 4 and 7, Payments).
 *
 * Account and routing numbers never travel in full: the service sends four asterisks and the last
 * four digits ('****3456'), whatever the length of the number, and accepts nothing else in their
 * place. A full number exists only in the database.
 */
export const fetchUserBankDetailsPath = '/fetchUserBankDetails';
export const updateUserBankDetailsPath = '/updateUserBankDetails';

/** Bank status codes (spec section 4, 'Bank record on the dashboard'). */
export const bankStatusCodes = {
  /** In use for a plan: shown as 'In use', never deletable. */
  inUse: 'E',
  /** About to be used for a plan: shown as 'Pending Use', never deletable. */
  pendingUse: 'FE',
  /** Not used by any plan: deletable when its delete flag is Y. */
  unused: 'N',
  /** Deleted (deleting sets this code); deleted banks are not listed. */
  deleted: 'I',
} as const;

export const maskedNumberPattern = /^\*{4}\d{1,4}$/;
const maskedNumber = z
  .string()
  .check(
    z.regex(maskedNumberPattern),
    z.describe("Masked: four asterisks and at most the last four digits, e.g. '****3456'"),
  );

const memberId = singleLine(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(
  z.describe("The signed-in member's id"),
);

/**
 * A bank id is a UUID made by the service. The legacy name says long (`ln`), but a UUID does not
 * fit a JavaScript number (which is exact only to 2^53), so it travels as a string.
 */
const bankId = z.uuid().check(z.describe('UUID text (the legacy `ln` prefix notwithstanding)'));

const listedStatus = z.enum([
  bankStatusCodes.inUse,
  bankStatusCodes.pendingUse,
  bankStatusCodes.unused,
]);

/** A bank of the member as the dashboard reads it (spec section 3, Bank). */
export const bankSchema = z.object({
  strMember_Id: z.string(),
  lnBankId: bankId,
  strBank_Nm: z.string(),
  strStatus_CD: listedStatus.check(z.describe('E in use, FE pending use, N unused')),
  strAcc_Nbr: maskedNumber,
  strAcc_Type: z.enum(['C', 'S']).check(z.describe('C checking, S savings')),
  strAba_Rout_Nbr: maskedNumber,
  strDeleteflg: z
    .enum(['Y', 'N'])
    .check(z.describe('Y: the dashboard offers Delete (with status N)')),
  strObjStatusFlag: listedStatus.check(
    z.describe('The record status; the same code as strStatus_CD'),
  ),
});

/** POST /fetchUserBankDetails. */
export const fetchUserBankDetailsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  dtEffDate: z
    .nullable(z.iso.date())
    .check(
      z.describe(
        'The current-year enrollment effective date, the confirmation effective date, or null. ' +
          'Accepted for the legacy shape; the list is the same for any date.',
      ),
    ),
});

export const fetchUserBankDetailsResponseSchema = envelopeSchema(
  z.array(bankSchema).check(z.describe('The banks on file, deleted ones left out; possibly empty')),
);

/**
 * POST /updateUserBankDetails: the dashboard sends the selected bank's fields as it received them
 * with strStatus_CD 'I', which deletes the bank (softly: its status becomes I). Only the member and
 * bank ids and the status are acted on; the other fields are optional and ignored. Deleting is the
 * only update this call makes today.
 */
export const updateUserBankDetailsRequestSchema = z.strictObject({
  strMember_Id: memberId,
  lnBankId: bankId,
  strStatus_CD: z.literal(bankStatusCodes.deleted).check(z.describe('I: delete this bank')),
  strBank_Nm: z.optional(singleLine(z.string().check(z.maxLength(100)))),
  strAcc_Nbr: z.optional(maskedNumber),
  strAcc_Type: z.optional(z.enum(['C', 'S'])),
  strAba_Rout_Nbr: z.optional(maskedNumber),
  strDeleteflg: z.optional(z.enum(['Y', 'N'])),
  strObjStatusFlag: z.optional(z.enum(['E', 'FE', 'N', 'I', 'R', 'FR'])),
});

/**
 * returnCode 200 with `{}`: deleted. returnCode 300 with a message: refused because the bank is in
 * use or pending use for a plan (the spec states the rule for the dashboard; the service enforces
 * it for every caller).
 */
export const updateUserBankDetailsResponseSchema = envelopeSchema(
  z.object({ strMessage: z.optional(z.string()) }),
);

export type Bank = z.infer<typeof bankSchema>;
export type FetchUserBankDetailsRequest = z.input<typeof fetchUserBankDetailsRequestSchema>;
export type FetchUserBankDetailsResponse = z.infer<typeof fetchUserBankDetailsResponseSchema>;
export type UpdateUserBankDetailsRequest = z.input<typeof updateUserBankDetailsRequestSchema>;
export type UpdateUserBankDetailsResponse = z.infer<typeof updateUserBankDetailsResponseSchema>;

/** The message of a refused delete; the portal may show it as is. */
export const bankInUseMessage =
  'This bank account is in use for a plan and cannot be deleted. To change the bank account for a plan, go to View Payments for that plan.';

/** The `fetchUserBankDetails` call: its path, contracts and how it travels (see endpoints.ts). */
export const fetchUserBankDetailsEndpoint = {
  path: fetchUserBankDetailsPath,
  request: fetchUserBankDetailsRequestSchema,
  response: fetchUserBankDetailsResponseSchema,
  authenticated: true,
  summary: "The signed-in member's banks",
  description:
    'Lists the banks on file of the signed-in member (deleted ones left out), account and ' +
    'routing numbers masked to their last four digits. A strMember_Id other than the signed-in ' +
    "member's answers 404.",
} as const satisfies Endpoint;

/** The `updateUserBankDetails` call: its path, contracts and how it travels (see endpoints.ts). */
export const updateUserBankDetailsEndpoint = {
  path: updateUserBankDetailsPath,
  request: updateUserBankDetailsRequestSchema,
  response: updateUserBankDetailsResponseSchema,
  authenticated: true,
  summary: 'Delete a bank (strStatus_CD I)',
  description:
    'Deletes (softly: status I) a bank of the signed-in member and writes an audit row in the ' +
    'same transaction. A bank in use (E) or pending use (FE) for a plan, or not flagged for ' +
    'delete, is refused with returnCode 300 and a message. A bank id of another member, an ' +
    'unknown or an already deleted one answers 404, and so does another strMember_Id.',
} as const satisfies Endpoint;
