import { vi } from 'vitest';
import type { ApiClient } from '../../client/api-client.js';
import { ApiError, requestTimeoutStatus } from '../../client/api-error.js';

/**
 * Stand-ins for the API client in the data hooks' tests, which check how each hook reads an
 * answer, not the client (that has its own tests). Only tests import this folder: the package
 * build leaves it out.
 */

/** A client whose every call answers `answer` as it is; `call` records what each call sent. */
export function clientReturning(answer: unknown) {
  const call = vi.fn(async (_endpoint: { path: string }, _body: unknown) => answer);
  return { client: { call } as unknown as ApiClient, call };
}

/** A client whose every call answers the envelope with this return code and return object. */
export function clientAnswering(returnCode: number, strReturnObject: unknown = null) {
  return clientReturning({ returnCode, strServerDate: '', strReturnObject });
}

/** A client whose every call fails with `error`: by default the client's own timeout (504). */
export function failingClient(
  error: unknown = new ApiError(requestTimeoutStatus, 'Gateway Timeout'),
): ApiClient {
  return { call: vi.fn().mockRejectedValue(error) } as unknown as ApiClient;
}

/**
 * An answer for one endpoint: the value itself, a function of the body sent (called once per
 * call, so a test can answer a sequence), or an error to throw (network failure, timeout).
 */
export type FakeAnswer = unknown | ((body: unknown) => unknown);

/**
 * A client that answers each endpoint as the test says, by path (`loginPath`,
 * `'/fetchUserBankDetails'`...), for screens that make several calls; a call to a path the test
 * did not name fails the test with the path in the message. `call` records every call.
 */
export function clientAnsweringByPath(answers: Readonly<Record<string, FakeAnswer>>) {
  const call = vi.fn(async (endpoint: { path: string }, body: unknown) => {
    if (!Object.hasOwn(answers, endpoint.path)) {
      throw new Error(`the fake client has no answer for ${endpoint.path}`);
    }
    const answer = answers[endpoint.path];
    const value = typeof answer === 'function' ? await answer(body) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  return { client: { call } as unknown as ApiClient, call };
}

/** The envelope the service answers with (architecture section 4). */
export function envelope(
  returnCode: number,
  strReturnObject: unknown = null,
  forwardCode = null as number | null,
) {
  return { returnCode, forwardCode, strServerDate: '', strReturnObject };
}
