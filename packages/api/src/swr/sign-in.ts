import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type LoginRequest,
  type LoginResponse,
  loginEndpoint,
} from '../contracts/login-contract.js';
import { useApiClient } from './api-client-context.js';

/** The sign-in call (spec section 7: /fehbLogin/metlawPortalLogin). */
export const signInKey = 'metlawPortalLogin';

/**
 * What became of a sign-in: the service's answer, whatever its return and forward codes (the
 * login screen reads them: spec section 4 'Login outcome by return code'), or no answer at all
 * (network, the client's timeout after its retries).
 */
export type SignInAttempt = { kind: 'answered'; answer: LoginResponse } | { kind: 'unavailable' };

export async function signIn(client: ApiClient, request: LoginRequest): Promise<SignInAttempt> {
  try {
    return { kind: 'answered', answer: await client.call(loginEndpoint, request) };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Signs in; `trigger(request)` resolves to the attempt and never throws. */
export function useSignIn() {
  const client = useApiClient();
  return useSWRMutation(signInKey, (_key, { arg }: { arg: LoginRequest }) => signIn(client, arg));
}
