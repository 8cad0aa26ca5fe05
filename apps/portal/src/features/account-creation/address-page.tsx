import { useSaveAccountStep } from '@portal/api/swr';
import { useIsDirectLoad } from '../../app/use-navigation-rules.js';
import { AddressStep } from './address-step.js';
import { addressValuesOf } from './draft-values.js';
import { accountCreationFrame } from './step-frame.js';
import { useGoOnAfterSave, VisitorStepGate } from './visitor-step.js';

/** /account-creation/address-dvc?flow=AccountCreation: a visitor's addresses, saved in the draft. */
export function AddressPage() {
  const save = useSaveAccountStep();
  const goOn = useGoOnAfterSave();
  const arrived = !useIsDirectLoad();
  return (
    <VisitorStepGate page="ADDRESS">
      {(draft) => (
        <AddressStep
          initialValues={addressValuesOf(draft)}
          frame={accountCreationFrame('ADDRESS', draft.objGetStarted?.strEnrollingAs, arrived)}
          save={(step) => save.trigger({ strStep: 'ADDRESS', ...step })}
          onSaved={goOn}
        />
      )}
    </VisitorStepGate>
  );
}
