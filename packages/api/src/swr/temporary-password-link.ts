import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type SendTemporaryPasswordLinkRequest,
  sendTemporaryPasswordLinkEndpoint,
} from '../contracts/account-recovery-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { useApiClient } from './api-client-context.js';

/** The temporary-password link (ours: /fehbLogin/sendTemporaryPasswordLink). */
export const temporaryPasswordLinkKey = 'sendTemporaryPasswordLink';

/** The minutes a link lives, for an answer that leaves them out (the service's own lifetime). */
const defaultLinkMinutes = 30;

/**
 * What became of a send: sent (to the masked destination, for so many minutes), the search has
 * timed out (find the account again), too many links for this account, or the service unavailable.
 */
export type TemporaryPasswordLinkOutcome =
  | { kind: 'sent'; destination: string; minutes: number }
  | { kind: 'searchTimedOut' }
  | { kind: 'tooManyLinks' }
  | { kind: 'unavailable' };

export async function sendTemporaryPasswordLink(
  client: ApiClient,
  request: SendTemporaryPasswordLinkRequest,
): Promise<TemporaryPasswordLinkOutcome> {
  try {
    const answer = await client.call(sendTemporaryPasswordLinkEndpoint, request);
    const sent = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && sent?.strMaskedDestination) {
      return {
        kind: 'sent',
        destination: sent.strMaskedDestination,
        minutes: sent.iExpiresInMinutes ?? defaultLinkMinutes,
      };
    }
    if (answer.returnCode === returnCodes.notFound) return { kind: 'searchTimedOut' };
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooManyLinks' };
    return { kind: 'unavailable' };
  } catch {
    // No envelope at all (network, the client's timeout after its retries).
    return { kind: 'unavailable' };
  }
}

/** Sends the link; `trigger(request)` resolves to the outcome and never throws. */
export function useSendTemporaryPasswordLink() {
  const client = useApiClient();
  return useSWRMutation(
    temporaryPasswordLinkKey,
    (_key, { arg }: { arg: SendTemporaryPasswordLinkRequest }) =>
      sendTemporaryPasswordLink(client, arg),
  );
}
