import { useRequestsInFlight } from '@portal/api/swr';
import { BusyIndicator } from '@portal/ui';

/** Spec section 2: 'A spinner shows while any request is in flight'. */
export function RequestsBusyIndicator() {
  return <BusyIndicator busy={useRequestsInFlight() > 0} />;
}
