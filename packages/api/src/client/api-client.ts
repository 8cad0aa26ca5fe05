import type { z } from 'zod';
import { apiBasePath } from '../contracts/base-path.js';
import { ApiError, requestTimeoutStatus } from './api-error.js';
import { type SessionStore, sessionKeys } from './session-keys.js';
import { trimStrings } from './trim-strings.js';

export type ApiClientOptions = {
  /** Origin of the service; the portal's own origin when omitted. */
  origin?: string;
  /** Where the token and server date live: sessionStorage in the browser. */
  session: SessionStore;
  fetch?: typeof globalThis.fetch;
  /** Spec section 9: 20000 ms. */
  timeoutMs?: number;
  /** Spec section 7: failed requests are retried after 30 s, a bounded number of times. */
  retryDelayMs?: number;
  retryCount?: number;
};

export type Endpoint<Req extends z.ZodType, Res extends z.ZodType> = {
  path: string;
  request: Req;
  response: Res;
};

const bearerPrefix = 'Bearer ';

/**
 * The portal's HTTP client for /api/v1/ep. It sends the bearer token only to its own service,
 * replaces it from any answer that carries one, keeps the server date, trims strings and turns
 * every failure without an envelope into an ApiError.
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    origin = '',
    session,
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    timeoutMs = 20_000,
    retryDelayMs = 30_000,
    retryCount = 1,
  } = options;

  const inFlightListeners = new Set<(count: number) => void>();
  let inFlight = 0;
  function setInFlight(count: number) {
    inFlight = count;
    for (const listener of inFlightListeners) listener(count);
  }

  function rememberAnswer(response: Response, body: unknown) {
    const authorization = response.headers.get('Authorization');
    if (authorization?.startsWith(bearerPrefix)) {
      session.setItem(sessionKeys.token, authorization.slice(bearerPrefix.length));
    }
    if (body && typeof body === 'object' && 'strServerDate' in body) {
      const { strServerDate } = body;
      if (typeof strServerDate === 'string') session.setItem(sessionKeys.serverDate, strServerDate);
    }
  }

  async function sendOnce(path: string, payload: unknown): Promise<unknown> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const token = session.getItem(sessionKeys.token);
    if (token) headers.Authorization = `${bearerPrefix}${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${apiBasePath}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new ApiError(requestTimeoutStatus, 'Gateway Timeout');
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }

    let body: unknown;
    try {
      body = trimStrings(await response.json());
    } catch {
      throw new ApiError(response.status, response.statusText);
    }
    rememberAnswer(response, body);
    return body;
  }

  function isRetryable(error: unknown) {
    return error instanceof ApiError && (error.status === 0 || error.status >= 500);
  }

  async function sendWithRetry(path: string, payload: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await sendOnce(path, payload);
      } catch (error) {
        if (attempt >= retryCount || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  return {
    /**
     * POST a validated body to an endpoint and parse the envelope with its response schema.
     * Any envelope is returned whatever its returnCode: callers branch on the outcome.
     */
    async call<Req extends z.ZodType, Res extends z.ZodType>(
      endpoint: Endpoint<Req, Res>,
      body: z.input<Req>,
    ): Promise<z.output<Res>> {
      const payload = endpoint.request.parse(body);
      setInFlight(inFlight + 1);
      try {
        const answer = await sendWithRetry(endpoint.path, payload);
        const parsed = endpoint.response.safeParse(answer);
        if (!parsed.success) throw new ApiError(502, 'Bad Gateway');
        return parsed.data;
      } finally {
        setInFlight(inFlight - 1);
      }
    },
    /** Forget the token and server date (logout, session clearing). */
    clearSession() {
      session.removeItem(sessionKeys.token);
      session.removeItem(sessionKeys.serverDate);
    },
    hasToken() {
      return session.getItem(sessionKeys.token) !== null;
    },
    /** The count of requests in flight, for the busy indicator. Returns an unsubscribe. */
    onInFlightChange(listener: (count: number) => void) {
      inFlightListeners.add(listener);
      return () => inFlightListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
