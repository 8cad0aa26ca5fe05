import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import { useApiClient } from './api-client-context.js';

/** The keep-alive ping (spec section 9; /fehbLogin/keepAlive, ours). */
export const keepAliveKey = 'keepAlive';

/**
 * Pings the service for the signed-in session: true when the session is alive. Never throws: a
 * ping that cannot reach the service changes nothing, and one the service refuses with 401 has
 * the client forget its token, which ends the portal's session (the shell's session watch).
 */
export async function sendKeepAlive(client: ApiClient): Promise<boolean> {
  if (!client.hasToken()) return false;
  try {
    // Loaded with the first ping, not with every page.
    const { keepAliveEndpoint } = await import('../contracts/keep-alive-contract.js');
    const answer = await client.call(keepAliveEndpoint, {});
    return answer.returnCode === returnCodes.success;
  } catch {
    return false;
  }
}

/** Pings the service; `trigger()` never throws. */
export function useKeepAlive() {
  const client = useApiClient();
  return useSWRMutation(keepAliveKey, () => sendKeepAlive(client));
}
