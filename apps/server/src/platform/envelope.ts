import type { Envelope } from '@portal/api/envelope';
import type { ReturnCode } from '@portal/api/protocol';

/**
 * Every answer of /api/v1/ep travels in the legacy envelope (spec section 7); the client reads
 * the outcome from returnCode. strServerDate is the server's clock, which the client keeps.
 */
export function envelope<T>(
  returnCode: ReturnCode,
  strReturnObject: T | null,
  forwardCode: number | null = null,
): Envelope<T> {
  return { returnCode, forwardCode, strServerDate: new Date().toISOString(), strReturnObject };
}

/** The body of a refused request: a short reason for people, never internals. */
export function errorEnvelope(returnCode: ReturnCode, strMessage: string) {
  return envelope(returnCode, { strMessage });
}
