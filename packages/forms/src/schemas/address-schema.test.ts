import { describe, expect, it } from 'vitest';
import { addressSchema, createAddressSchema } from './address-schema.js';
import { fieldErrorsOf } from './field-errors-of.js';

const valid = {
  addressLine1: '1 Main St',
  city: 'Washington',
  state: 'DC',
  zip: '20001-1234',
  mailingSameAsResidence: 'Y',
};

function errors(input: object, schema = addressSchema) {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('addressSchema', () => {
  it('accepts a US residence and defaults the country to USA', () => {
    expect(addressSchema.parse(valid).country).toBe('USA');
    expect(errors({ state: 'AE', zip: '09001' })).toEqual({});
  });

  it('refuses a bad zip, and a bad mailing zip with its own key', () => {
    expect(errors({ zip: '2000' })).toEqual({ zip: 'invalidZipCode' });
    expect(
      errors({
        mailingSameAsResidence: 'N',
        mailingAddressLine1: 'PO Box 1',
        mailingCity: 'Arlington',
        mailingState: 'VA',
        mailingZip: '222',
      }),
    ).toEqual({ mailingZip: 'invalidMailingZipCode' });
  });

  it('requires the mailing address when it differs', () => {
    expect(errors({ mailingSameAsResidence: 'N' })).toEqual({
      mailingAddressLine1: 'required',
      mailingCity: 'required',
      mailingState: 'required',
      mailingZip: 'required',
    });
  });

  it('refuses another country and an ineligible state', () => {
    expect(errors({ country: 'CAN' })).toEqual({ country: 'pattern' });
    const onlyVirginia = createAddressSchema({ isStateEligible: (state) => state === 'VA' });
    expect(errors({}, onlyVirginia)).toEqual({ state: 'stateNotEligible' });
    expect(errors({ state: 'VA' }, onlyVirginia)).toEqual({});
  });
});
