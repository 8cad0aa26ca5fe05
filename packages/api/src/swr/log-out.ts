import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { useApiClient } from './api-client-context.js';

/** The log-out call (spec section 7: /fehbLogin/logout). */
export const logOutKey = 'logout';

/**
 * Ends the session on the service while the token is still at hand, then forgets it here. The
 * token is forgotten even when the service cannot be reached: the server session still ends at
 * its idle limit, and a shared computer must not stay signed in.
 */
export async function endServerSession(client: ApiClient): Promise<void> {
  try {
    if (client.hasToken()) {
      // The contract loads when a member logs out, not with the header every public page shows.
      const { logoutEndpoint } = await import('../contracts/logout-contract.js');
      await client.call(logoutEndpoint, {});
    }
  } catch {
    // Nothing more a member can do here; the local session is cleared all the same.
  } finally {
    client.clearSession();
  }
}

/** Ends the session; `trigger()` never throws. */
export function useEndServerSession() {
  const client = useApiClient();
  return useSWRMutation(logOutKey, () => endServerSession(client));
}
