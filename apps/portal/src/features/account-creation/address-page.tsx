import { useSaveAccountStep } from '@portal/api/swr';
import { AddressStep } from './address-step.js';
import { addressValuesOf } from './draft-values.js';
import { useGoOnAfterSave, VisitorStepGate } from './visitor-step.js';

/** /account-creation/address-dvc?flow=AccountCreation: a visitor's addresses, saved in the draft. */
export function AddressPage() {
  const save = useSaveAccountStep();
  const goOn = useGoOnAfterSave();
  return (
    <VisitorStepGate page="ADDRESS">
      {(draft, frame) => (
        <AddressStep
          initialValues={addressValuesOf(draft)}
          frame={frame}
          save={(step) => save.trigger({ strStep: 'ADDRESS', ...step })}
          onSaved={goOn}
        />
      )}
    </VisitorStepGate>
  );
}
