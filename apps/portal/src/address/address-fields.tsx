import { Checkbox } from '@portal/ui';
import { addressFieldsCopy as copy } from './address-copy.js';
import { AddressFieldset } from './address-fieldset.js';
import type { AddressFormState } from './use-address-form.js';

/**
 * The home address, 'My mailing address is the same as my home address', and the mailing address
 * when it is not: the fields of a useAddressForm, wherever the form is (a step, a profile card).
 */
export function AddressFields({ address }: { address: AddressFormState }) {
  const { form, checks, checkZip, choose, fieldOf, separateMailing } = address;
  return (
    <>
      <AddressFieldset
        legend={copy.residenceLegend}
        field={fieldOf('residence')}
        check={checks.residence}
        onZipLeft={() => void checkZip('residence')}
        onStateChanged={() => void checkZip('residence')}
        onChoose={(choice) => choose('residence', choice)}
      />
      <Checkbox
        label={copy.mailingSame}
        name="mailingSameAsResidence"
        checked={!separateMailing}
        onChange={(event) =>
          form.form.setValue(
            'mailingSameAsResidence' as never,
            (event.currentTarget.checked ? 'Y' : 'N') as never,
            { shouldDirty: true },
          )
        }
      />
      {separateMailing ? (
        <AddressFieldset
          legend={copy.mailingLegend}
          field={fieldOf('mailing')}
          check={checks.mailing}
          onZipLeft={() => void checkZip('mailing')}
          onStateChanged={() => void checkZip('mailing')}
          onChoose={(choice) => choose('mailing', choice)}
        />
      ) : null}
    </>
  );
}
