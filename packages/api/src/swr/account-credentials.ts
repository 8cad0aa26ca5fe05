import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import type { AccountCreationStep } from '../contracts/account-creation-forms.js';
import type { CreateUserAccountRequest } from '../contracts/account-credentials-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';
import { type SignedInOutcome, signedInOutcome } from './signed-in-outcome.js';

/*
 * The credentials step and the final submit of account creation (issue 19). Apart from
 * account-creation.ts because their contracts bring the new-password rules. Each call loads its
 * contract when first made (as account-creation.ts does): createUserAccount's brings the
 * common-password list, which the check page then downloads only when Create account is pressed.
 */
const credentialsContracts = () => import('../contracts/account-credentials-contracts.js');

/** The security questions a member chooses three of (retrieveHintQuestions). */
export function useHintQuestions() {
  const client = useApiClient();
  return useSWR('retrieveHintQuestions', async () => {
    const answer = await client.call(
      (await credentialsContracts()).retrieveHintQuestionsEndpoint,
      {},
    );
    if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
      throw new AnswerError(answer.returnCode);
    }
    return answer.strReturnObject.liQuestions;
  });
}

/**
 * Is a username free (userIDAvailabilityFEHB): available, taken (with the service's words), or
 * unknown (no draft, too many checks, no answer: the final submit still checks it).
 */
export type UsernameAvailability =
  | { kind: 'available' }
  | { kind: 'taken'; message: string | null }
  | { kind: 'unknown' };

export async function checkUsername(
  client: ApiClient,
  username: string,
): Promise<UsernameAvailability> {
  try {
    const answer = await client.call(
      (await credentialsContracts()).userIDAvailabilityFEHBEndpoint,
      { strUserId: username },
    );
    const result = answer.strReturnObject;
    if (answer.returnCode !== returnCodes.success) return { kind: 'unknown' };
    if (result?.strAvailable === 'Y') return { kind: 'available' };
    if (result?.strAvailable === 'N') return { kind: 'taken', message: result.strMessage ?? null };
    return { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

/** Whether `username` is free; no request while it is null (not yet a valid username). */
export function useUsernameAvailability(username: string | null) {
  const client = useApiClient();
  return useSWR(
    username ? ['userIDAvailabilityFEHB', username] : null,
    () => checkUsername(client, username ?? ''),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

/**
 * What became of the final submit: signed in; refused with field errors (a username taken) or a
 * message (an account that exists already, never naming it); a step still to do (`nextStep`,
 * null when there is no draft any more); too many attempts; or no answer.
 */
export type CreateAccountOutcome =
  | SignedInOutcome
  | { kind: 'fieldErrors'; fieldErrors: Record<string, string> }
  | { kind: 'refused'; message: string }
  | { kind: 'incomplete'; nextStep: AccountCreationStep | null; message: string | null }
  | { kind: 'tooManyRequests' }
  | { kind: 'unavailable' };

export async function createUserAccount(
  client: ApiClient,
  request: CreateUserAccountRequest,
): Promise<CreateAccountOutcome> {
  try {
    const answer = await client.call(
      (await credentialsContracts()).createUserAccountEndpoint,
      request,
    );
    const result = answer.strReturnObject;
    switch (answer.returnCode) {
      case returnCodes.success:
        return result?.objuservo
          ? signedInOutcome(result.objuservo, result, answer.forwardCode)
          : { kind: 'unavailable' };
      case returnCodes.badRequest:
        if (result?.objFieldErrors) {
          return {
            kind: 'fieldErrors',
            fieldErrors: result.objFieldErrors as Record<string, string>,
          };
        }
        return result?.strMessage
          ? { kind: 'refused', message: result.strMessage }
          : { kind: 'unavailable' };
      case returnCodes.notFound:
        return {
          kind: 'incomplete',
          nextStep: result?.strNextStep ?? null,
          message: result?.strMessage ?? null,
        };
      case returnCodes.tooManyRequests:
        return { kind: 'tooManyRequests' };
      default:
        return { kind: 'unavailable' };
    }
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Creates the account and signs in; `trigger(request)` resolves to the outcome, never throws. */
export function useCreateUserAccount() {
  const client = useApiClient();
  return useSWRMutation('createUserAccount', (_key, { arg }: { arg: CreateUserAccountRequest }) =>
    createUserAccount(client, arg),
  );
}
