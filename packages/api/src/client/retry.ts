import { ApiError } from './api-error.js';

export type RetryPolicy = {
  /** Spec section 7: how many times a failed request is sent again. */
  retryCount: number;
  /** Spec section 7: how long to wait before each resend (30 s). */
  retryDelayMs: number;
};

/**
 * Runs `attempt`, and again after `retryDelayMs` when it fails with a retryable ApiError (network
 * failures and 5xx without an envelope), at most `retryCount` more times. Anything else fails at
 * once: a refused contract, a tampered answer, a bug.
 */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= policy.retryCount || !(error instanceof ApiError) || !error.retryable) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, policy.retryDelayMs));
    }
  }
}

/**
 * Wraps one call's `send` so that an answer saying the service could not open the envelope, or
 * found it stale, is followed at once by one resend in a new envelope, after `renewKey` (the
 * service's key may have changed since we fetched it; the refusal's strServerDate has set our
 * idea of its clock right). Once per call, however often the call is retried: the returned
 * function remembers, so make one per call.
 */
export function resendingOnceAfterRefusal<T extends { envelopeRefused: boolean }>(
  send: () => Promise<T>,
  renewKey: () => void,
): () => Promise<T> {
  let renewed = false;
  return async () => {
    const received = await send();
    if (!received.envelopeRefused || renewed) return received;
    renewed = true;
    renewKey();
    return send();
  };
}
