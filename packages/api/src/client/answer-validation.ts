import type { z } from 'zod/mini';
import { errorEnvelopeSchema } from '../contracts/envelope.js';
import { ApiError } from './api-error.js';

/**
 * Checks an answer against its endpoint's contract. Every envelope comes back whatever its
 * returnCode, since callers branch on it; an error envelope whose strReturnObject does not fit the
 * contract (the `{ strMessage }` of a 404 to the bank list, say) comes back with strReturnObject
 * null, so the types stay true. A success that breaks its contract, or no envelope at all, was not
 * the service's answer: ApiError 502, not retried.
 */
export function validateAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const refusal = errorEnvelopeSchema.safeParse(answer);
  if (refusal.success && refusal.data.returnCode !== 200) {
    const withoutObject = schema.safeParse({ ...refusal.data, strReturnObject: null });
    if (withoutObject.success) return withoutObject.data;
  }
  throw new ApiError(502, 'Bad Gateway', { retryable: false });
}
