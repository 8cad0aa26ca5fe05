import { z } from 'zod/mini';
import { enrollmentCountryCodeValues } from '../code-lists/countries.js';
import { yesNoValues } from '../code-lists/person.js';
import { type StateCode, stateCodeValues } from '../code-lists/us-states.js';
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH } from '../limits.js';
import { isZipCode } from '../rules/address-rules.js';
import {
  addFieldIssue,
  maxLength,
  optionalCode,
  optionalText,
  requiredCode,
  requiredText,
} from './field-schemas.js';

const mailingFields = ['mailingAddressLine1', 'mailingCity', 'mailingState', 'mailingZip'] as const;

/**
 * Account creation, step 4 (address), and address edits: a US residence (enrollment accepts only
 * the USA) and a mailing address when it differs. Armed-forces codes AA, AE, AP are states here.
 * `isStateEligible` is the MP catalogue's answer (fetchStateEligibility) when the screen has it; an
 * ineligible state is refused with the spec's message. Whether the ZIP lies in the state is the
 * service's check (validateZipCode, `addressCheckOutcome`): it needs the ZIP dataset, so it is not
 * here; `keep…AsEntered` carries the member's 'keep what I entered'.
 */
export function createAddressSchema({
  isStateEligible = () => true,
}: {
  isStateEligible?: (state: StateCode) => boolean;
} = {}) {
  return z
    .object({
      addressLine1: requiredText(maxLength(ADDRESS_LINE_MAX_LENGTH)),
      addressLine2: optionalText(maxLength(ADDRESS_LINE_MAX_LENGTH)),
      city: requiredText(maxLength(CITY_MAX_LENGTH)),
      state: requiredCode(stateCodeValues),
      zip: requiredText([isZipCode, 'invalidZipCode']),
      country: z._default(requiredCode(enrollmentCountryCodeValues), 'USA'),
      mailingSameAsResidence: requiredCode(yesNoValues),
      mailingAddressLine1: optionalText(maxLength(ADDRESS_LINE_MAX_LENGTH)),
      mailingAddressLine2: optionalText(maxLength(ADDRESS_LINE_MAX_LENGTH)),
      mailingCity: optionalText(maxLength(CITY_MAX_LENGTH)),
      mailingState: optionalCode(stateCodeValues),
      mailingZip: optionalText([isZipCode, 'invalidMailingZipCode']),
      /** The member chose 'keep what I entered' after the ZIP check disagreed: recorded unchecked. */
      keepResidenceAsEntered: z.optional(z.boolean()),
      keepMailingAsEntered: z.optional(z.boolean()),
    })
    .check(
      z.superRefine((address, ctx) => {
        if (!isStateEligible(address.state)) addFieldIssue(ctx, 'state', 'stateNotEligible');
        if (address.mailingSameAsResidence === 'N') {
          for (const field of mailingFields) {
            if (!address[field]) addFieldIssue(ctx, field, 'required');
          }
        }
      }),
    );
}

export const addressSchema = createAddressSchema();
export type AddressForm = z.infer<typeof addressSchema>;
