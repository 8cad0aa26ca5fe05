import { paymentTypeCodeValues } from '@portal/forms/code-lists';
import { singleLine } from '@portal/forms/schemas';
import { z } from 'zod/mini';
import { bankSchema } from './bank-contracts.js';
import type { Endpoint } from './endpoint.js';
import { bankVoSchema } from './enrollment-forms.js';
import { envelopeSchema } from './envelope.js';
import { memberIdSchema, programIdSchema } from './plan-schemas.js';
import { refusalFields } from './refusal-fields.js';

/*
 * Enrolling, 'How to pay' (issue 21; spec section 3 payment type codes and Bank; spec section 5:
 * account numbers typed twice must match, the routing number must validate, bank ABW needs bank
 * details; spec section 7, Payments). No offline routing directory exists: the bank's name is
 * typed by the member and the routing number is checked by its ABA check digit. Account numbers
 * are stored encrypted and leave the service masked ('****6789'), in answers, logs and outbox.
 * Another strMember_Id answers 404; a rule's refusal 300 with objFieldErrors by the bank form's
 * field names (bankAccountSchema: bankName, accountType, routingNumber, accountNumber,
 * confirmAccountNumber).
 */

export const paymentMethodPath = '/paymentMethod';
export const validateRoutingNumberPath = '/validateRoutingNumber';
export const validateBankAccountPath = '/validateBankAccount';
export const saveBankDetailsPath = '/saveBankDetails';

/** POST /paymentMethod: the payment methods the member may choose for a program. */
export const paymentMethodRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strProgId: programIdSchema,
});
export const paymentMethodResponseSchema = envelopeSchema(
  z.object({
    liPaymentTypes: z
      .array(
        z.object({
          strPaymentType: z.enum(paymentTypeCodeValues),
          strPaymentTypeDesc: z.string(),
          iLoginCode: z
            .int()
            .check(z.describe('The login code of this payment flow: 14 to 17, 34 to 36')),
          blnNeedsBank: z.boolean().check(z.describe('16: draws on a bank account')),
        }),
      )
      .check(z.describe("The deduction of the member's employment status first, then 16 and 17")),
    strDefaultPaymentType: z.nullable(z.enum(paymentTypeCodeValues)),
  }),
);

/** POST /validateRoutingNumber: nine digits with a valid ABA check digit. */
export const validateRoutingNumberRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strAba_Rout_Nbr: singleLine(z.string().check(z.trim(), z.maxLength(20))),
});
/**
 * returnCode 200 `{ blnValid: true }`; 300 `{ blnValid: false }` with objFieldErrors.routingNumber
 * 'routingNumberLength' or 'invalidRoutingNumber'. The bank's name is never looked up.
 */
export const validateRoutingNumberResponseSchema = envelopeSchema(
  z.object({ blnValid: z.boolean(), ...refusalFields }),
);

/** POST /validateBankAccount: the whole bank form (bankAccountSchema) on the service. */
export const validateBankAccountRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  objBank: bankVoSchema,
});
export const validateBankAccountResponseSchema = envelopeSchema(z.object({ ...refusalFields }));

/**
 * POST /saveBankDetails (idempotent): checks the bank form and saves the bank, its account
 * number encrypted. The same routing and account number as a bank on file answers that bank
 * (nothing is saved twice). The answer is masked like the bank dashboard's.
 */
export const saveBankDetailsRequestSchema = validateBankAccountRequestSchema;
export const saveBankDetailsResponseSchema = envelopeSchema(
  z.object({ objBank: z.optional(bankSchema), ...refusalFields }),
);

export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;
export type ValidateRoutingNumberRequest = z.input<typeof validateRoutingNumberRequestSchema>;
export type ValidateRoutingNumberResponse = z.infer<typeof validateRoutingNumberResponseSchema>;
export type ValidateBankAccountRequest = z.input<typeof validateBankAccountRequestSchema>;
export type ValidateBankAccountResponse = z.infer<typeof validateBankAccountResponseSchema>;
export type SaveBankDetailsRequest = z.input<typeof saveBankDetailsRequestSchema>;
export type SaveBankDetailsResponse = z.infer<typeof saveBankDetailsResponseSchema>;

const scope = "Another strMember_Id answers 404; a rule's refusal 300 with objFieldErrors.";

export const paymentMethodEndpoint = {
  path: paymentMethodPath,
  request: paymentMethodRequestSchema,
  response: paymentMethodResponseSchema,
  authenticated: true,
  summary: 'The payment methods the member may choose for a program',
  description: `Payroll, annuity, compensation, military or retirement pay by employment status, then automatic bank withdrawal and direct bill, as the program offers them in the edition. ${scope} A program not in the catalogue answers 404.`,
} as const satisfies Endpoint;

export const validateRoutingNumberEndpoint = {
  path: validateRoutingNumberPath,
  request: validateRoutingNumberRequestSchema,
  response: validateRoutingNumberResponseSchema,
  authenticated: true,
  summary: 'Checks a routing number: nine digits and the ABA check digit',
  description: `${scope}`,
} as const satisfies Endpoint;

export const validateBankAccountEndpoint = {
  path: validateBankAccountPath,
  request: validateBankAccountRequestSchema,
  response: validateBankAccountResponseSchema,
  authenticated: true,
  summary: 'Checks a bank form: name, type, routing number, account number typed twice',
  description: `${scope}`,
} as const satisfies Endpoint;

export const saveBankDetailsEndpoint = {
  path: saveBankDetailsPath,
  request: saveBankDetailsRequestSchema,
  response: saveBankDetailsResponseSchema,
  authenticated: true,
  idempotent: true,
  summary: 'Saves a bank account (account number encrypted), answered masked',
  description: `Writes a bank.added audit row without the numbers. ${scope}`,
} as const satisfies Endpoint;
