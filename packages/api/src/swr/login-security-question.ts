import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import {
  type ConfirmSecurityAnswerRequest,
  confirmSecurityAnswerEndpoint,
  type GetSecurityQuestionResponse,
  getSecurityQuestionEndpoint,
} from '../contracts/security-question-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';
import { type SignedInOutcome, signedInOutcome } from './signed-in-outcome.js';

/** The security question of a pending sign-in (spec section 4: forward code 1, securityCheck). */
export const securityQuestionKey = 'getSecurityQuestion';

type QuestionId = NonNullable<GetSecurityQuestionResponse['strReturnObject']>['strQuestionId'];
export type SecurityQuestion = { id: QuestionId; text: string };

/** The question to ask, or no pending sign-in to ask it for (the cookie is gone). */
export type PendingSecurityQuestion =
  | { kind: 'asking'; question: SecurityQuestion }
  | { kind: 'noPendingSignIn' };

/** Any other answer throws an `AnswerError`: the service could not tell. */
export async function fetchSecurityQuestion(client: ApiClient): Promise<PendingSecurityQuestion> {
  const answer = await client.call(getSecurityQuestionEndpoint, {});
  const question = answer.strReturnObject;
  if (answer.returnCode === returnCodes.success && question) {
    return { kind: 'asking', question: { id: question.strQuestionId, text: question.strQuestion } };
  }
  if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'noPendingSignIn' };
  throw new AnswerError(answer.returnCode);
}

/**
 * The question, read once per visit: not again on focus or reconnect, which could swap the
 * question the member is answering. A failure is SWR's `error`, not retried (the page says so).
 */
export function usePendingSecurityQuestion() {
  const client = useApiClient();
  return useSWR(securityQuestionKey, () => fetchSecurityQuestion(client), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

/**
 * What became of an answer: signed in (as a login success is), wrong (with the next question),
 * the account locked, no pending sign-in any more, or the service unavailable.
 */
export type SecurityAnswerOutcome =
  | SignedInOutcome
  | { kind: 'wrongAnswer'; next: SecurityQuestion }
  | { kind: 'locked' }
  | { kind: 'noPendingSignIn' }
  | { kind: 'unavailable' };

export async function confirmSecurityAnswer(
  client: ApiClient,
  request: ConfirmSecurityAnswerRequest,
): Promise<SecurityAnswerOutcome> {
  try {
    const answer = await client.call(confirmSecurityAnswerEndpoint, request);
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && result?.objuservo) {
      return signedInOutcome(result.objuservo, result, answer.forwardCode);
    }
    if (answer.returnCode === returnCodes.badRequest && result?.strQuestionId) {
      return {
        kind: 'wrongAnswer',
        next: { id: result.strQuestionId, text: result.strQuestion ?? '' },
      };
    }
    if (answer.returnCode === returnCodes.accountLock) return { kind: 'locked' };
    if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'noPendingSignIn' };
    return { kind: 'unavailable' };
  } catch {
    // No envelope at all (network, the client's timeout after its retries).
    return { kind: 'unavailable' };
  }
}

/** Answers the question; `trigger(request)` resolves to the outcome and never throws. */
export function useConfirmSecurityAnswer() {
  const client = useApiClient();
  return useSWRMutation(
    'confirmSecurityAnswer',
    (_key, { arg }: { arg: ConfirmSecurityAnswerRequest }) => confirmSecurityAnswer(client, arg),
  );
}
