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
