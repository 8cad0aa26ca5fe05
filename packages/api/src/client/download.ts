import { ApiError, requestTimeoutStatus } from './api-error.js';
import { resolveTarget } from './request-target.js';
import type { TokenStore } from './token-store.js';

/**
 * A file of our own service, fetched with the bearer token (spec section 7: GET /downloadPDF/{id}
 * with the Authorization header; PDFs are not in the encryption envelope). Resolves the file as a
 * Blob; an answer that is not 2xx throws an ApiError with its status (404: not the member's, 401:
 * signed out, which also forgets the token), as does a timeout (504) or a network failure (0).
 */
export function createDownload(options: {
  origin: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  tokens: TokenStore;
}) {
  const { origin, fetch, timeoutMs, tokens } = options;
  return async function download(path: string): Promise<Blob> {
    const target = resolveTarget(origin, path);
    if (!target.own) throw new TypeError(`download is for the service's own files: ${path}`);
    const token = tokens.read();
    const headers: Record<string, string> = { Accept: 'application/pdf' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetch(target.url, {
          method: 'GET',
          headers,
          credentials: 'same-origin',
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new ApiError(requestTimeoutStatus, 'Gateway Timeout');
        throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
      }
      if (response.status === 401 && token) tokens.forget();
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      return await response.blob();
    } finally {
      clearTimeout(timer);
    }
  };
}
