import { contactMethodValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';

/** Which of the member's contact details a contact method is. */
export const contactKinds = ['WORK_EMAIL', 'OTHER_EMAIL', 'MOBILE_PHONE'] as const;
export type ContactKind = (typeof contactKinds)[number];

/**
 * One way to reach the member: by email (E) or text message (S, spec section 3's contact method
 * choices). `strInvalid` Y: the address is flagged invalid (its indicator holds the insert
 * marker), so nothing is sent there; the portal lists it under the invalid-methods notice.
 */
export const contactMethodSchema = z.object({
  strMethod: z.enum(contactMethodValues),
  strContactKind: z.enum(contactKinds),
  strDestination: z
    .string()
    .check(
      z.describe('Masked before sign-in (j•••@example.org, •••-•••-0101); in full for the member'),
    ),
  strInvalid: z.enum(['Y', 'N']),
});

export type ContactMethodEntry = z.infer<typeof contactMethodSchema>;

/** Field errors the service found, by the portal form's field names, as catalogue keys. */
export const fieldErrorsSchema = z
  .record(z.string(), z.string())
  .check(z.describe('Field name to a field error key of the @portal/forms catalogue'));
