import type {
  AccountCreationStep,
  AddressStep as AddressStepRequest,
} from '@portal/api/account-creation';
import type { AddressForm } from '@portal/forms/schemas';
import { AddressFields } from '../../address/address-fields.js';
import { type AddressValues, addressStepOf } from '../../address/address-values.js';
import { useAddressForm } from '../../address/use-address-form.js';
import { addressCopy as copy } from './account-creation-copy.js';
import type { StepFrame } from './step-frame.js';
import { StepQuestionPage } from './step-question-page.js';
import { type SaveStep, useStepSave } from './use-step-save.js';

/**
 * The address step (address-dvc; reusable for a member whose address needs completing or fixing,
 * login codes 22, 23 and 29): the home address and, unless the same, the mailing address, each
 * ZIP checked against its state as the member leaves the field (useAddressForm, shared with My
 * profile). The saved values and the save come from outside.
 */
export function AddressStep({
  initialValues,
  frame,
  save,
  onSaved,
}: {
  initialValues: AddressValues;
  frame: StepFrame;
  save: SaveStep<AddressStepRequest>;
  onSaved: (next: AccountCreationStep) => Promise<void> | void;
}) {
  const address = useAddressForm(initialValues);
  const { form } = address;
  const { problem, run } = useStepSave({ save, onSaved, onRefused: address.applyRefusal });

  return (
    <StepQuestionPage
      frame={frame}
      stepKey="ADDRESS"
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      onSubmit={form.submit((values: AddressForm) => run(addressStepOf(values)))}
    >
      <AddressFields address={address} />
    </StepQuestionPage>
  );
}
