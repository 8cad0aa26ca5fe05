import { ApiError, requestTimeoutStatus } from './api-error.js';

/**
 * Sends one request and reads its JSON answer within `timeoutMs` (spec section 9: 20 s), turning
 * every way of getting no JSON into an ApiError whose message reads "status statusText": 504 when
 * time ran out (while waiting for the answer or for its body), 0 with the failure's text when the
 * network failed, the answer's own status when its body was not JSON (a proxy's HTML page).
 */
export async function sendWithTimeout(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  init: Omit<RequestInit, 'signal'>,
  timeoutMs: number,
): Promise<{ response: Response; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new ApiError(requestTimeoutStatus, 'Gateway Timeout');
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw timedOut();
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
    }
    try {
      return { response, body: await response.json() };
    } catch {
      if (controller.signal.aborted) throw timedOut();
      throw new ApiError(response.status, response.statusText);
    }
  } finally {
    clearTimeout(timer);
  }
}
