import { useSaveMemberAddresses } from '@portal/api/swr';
import { AddressStep } from './address-step.js';
import { addressValuesOf } from './draft-values.js';
import { MemberStepGate, memberStepFrame, useMemberSave } from './member-step.js';

/**
 * /account-creation/address-dvc?flow=reEnroll for a signed-in member (login codes 29 no
 * residence, 22 and 23 an address flagged invalid): the address step with what is on file,
 * saved to the account with EditEnrolleeAddress.
 */
export function MemberAddressPage() {
  return (
    <MemberStepGate step="ADDRESS">
      {(state, memberId) => <MemberAddress memberId={memberId} state={state} />}
    </MemberStepGate>
  );
}

function MemberAddress({
  memberId,
  state,
}: {
  memberId: string;
  state: Parameters<typeof addressValuesOf>[0];
}) {
  const saveAddresses = useSaveMemberAddresses(memberId);
  const { save, onSaved } = useMemberSave('ADDRESS', saveAddresses.trigger);
  return (
    <AddressStep
      initialValues={addressValuesOf(state)}
      frame={memberStepFrame}
      save={save}
      onSaved={onSaved}
    />
  );
}
