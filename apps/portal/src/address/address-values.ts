import type { AddressStep, AddressVo } from '@portal/api/account-creation';
import type { AddressForm } from '@portal/forms/schemas';

/*
 * One address form's values (home and, unless the same, mailing), shared by account creation's
 * address step and My profile's addresses: strings throughout (a form field is never undefined),
 * and the valid form as the objects EditEnrolleeAddress and the account draft take.
 */

type Strings<Form> = {
  [Key in keyof Form]: Form[Key] extends boolean | undefined ? boolean : string;
};

export type AddressValues = Strings<Omit<AddressForm, 'country'>>;

function addressVo(
  line1: string,
  line2: string | undefined,
  city: string,
  state: string,
  zip: string,
  keep: boolean | undefined,
): AddressVo {
  return {
    strAddress_Line1: line1,
    strAddress_Line2: line2 ?? '',
    strCity: city,
    strState: state as AddressVo['strState'],
    strZip: zip,
    strCountry: 'USA',
    strKeepAsEntered: keep ? 'Y' : 'N',
  };
}

export function addressStepOf(form: AddressForm): AddressStep {
  const separate = form.mailingSameAsResidence === 'N';
  return {
    objUserAddressVO: addressVo(
      form.addressLine1,
      form.addressLine2,
      form.city,
      form.state,
      form.zip,
      form.keepResidenceAsEntered,
    ),
    strMailingSameAsResidence: form.mailingSameAsResidence,
    objMailAddressVO: separate
      ? addressVo(
          form.mailingAddressLine1 ?? '',
          form.mailingAddressLine2,
          form.mailingCity ?? '',
          form.mailingState ?? '',
          form.mailingZip ?? '',
          form.keepMailingAsEntered,
        )
      : null,
  };
}
