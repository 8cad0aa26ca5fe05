import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type FindYourAccountRequest,
  type FindYourAccountResponse,
  findYourAccountEndpoint,
} from '../contracts/account-recovery-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { useApiClient } from './api-client-context.js';

/** Find your account (spec section 7: /fehbLogin/findYourAccount). */
export const findAccountKey = 'findYourAccount';

export type FoundAccount = NonNullable<FindYourAccountResponse['strReturnObject']>;

/**
 * What became of a search: found (with the locate token for sending the link), not found
 * (whichever fact was wrong), too many searches from here, or the service unavailable.
 */
export type FindAccountOutcome =
  | { kind: 'found'; account: FoundAccount }
  | { kind: 'notFound' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'unavailable' };

export async function findAccount(
  client: ApiClient,
  request: FindYourAccountRequest,
): Promise<FindAccountOutcome> {
  try {
    const answer = await client.call(findYourAccountEndpoint, request);
    const found = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && found)
      return { kind: 'found', account: found };
    if (answer.returnCode === returnCodes.notFound) return { kind: 'notFound' };
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooManyAttempts' };
    return { kind: 'unavailable' };
  } catch {
    // No envelope at all (network, the client's timeout after its retries).
    return { kind: 'unavailable' };
  }
}

/** Looks the account up; `trigger(request)` resolves to the outcome and never throws. */
export function useFindAccount() {
  const client = useApiClient();
  return useSWRMutation(findAccountKey, (_key, { arg }: { arg: FindYourAccountRequest }) =>
    findAccount(client, arg),
  );
}
