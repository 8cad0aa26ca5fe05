import { useCallback, useSyncExternalStore } from 'react';
import { useApiClient } from './api-client-context.js';

/**
 * The number of requests the client has in flight, for the global busy indicator (spec section 2:
 * 'A spinner shows while any request is in flight'). Counts every call, not only SWR's.
 */
export function useRequestsInFlight(): number {
  const client = useApiClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.onInFlightChange(() => onChange()),
    [client],
  );
  return useSyncExternalStore(subscribe, client.requestsInFlight, () => 0);
}
