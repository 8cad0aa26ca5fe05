import type { z } from 'zod/mini';
import type { Endpoint } from '../contracts/endpoint.js';
import { refreshTokenEndpoint } from '../contracts/refresh-token-contract.js';
import { validateAnswer } from './answer-validation.js';
import { createDownload } from './download.js';
import { createExchange } from './exchange.js';
import { createInFlightCounter } from './in-flight-counter.js';
import { createRefreshSchedule } from './refresh-schedule.js';
import { resendingOnceAfterRefusal, withRetries } from './retry.js';
import { createServerClock } from './server-clock.js';
import type { SessionStore } from './session-keys.js';
import { createTokenStore } from './token-store.js';

export type { Endpoint } from '../contracts/endpoint.js';

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
  /**
   * The encryption envelope (spec section 7), on by default. `false` sends plain JSON, which only
   * a service started with ENCRYPTION_REQUIRED=false accepts: for tests and tools, never the portal.
   */
  encryption?: boolean;
  /**
   * Spec section 9: the token is refreshed 600000 ms (10 minutes) after it is set. `false` turns
   * the timer off (tools that make a few calls).
   */
  tokenRefreshMs?: number | false;
};

/**
 * The portal's HTTP client for /api/v1/ep. It sends the bearer token only to its own service,
 * replaces it from any answer that carries one and forgets it once expired, refreshes it ten
 * minutes after receiving it, encrypts bodies in the envelope of spec section 7, keeps the server
 * date, trims strings and turns every failure without an envelope into an ApiError. Each concern
 * lives in a module of its own; this function wires them together.
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    origin = '',
    session,
    fetch = globalThis.fetch.bind(globalThis),
    timeoutMs = 20_000,
    retryDelayMs = 30_000,
    retryCount = 1,
    encryption = true,
    tokenRefreshMs = 600_000,
  } = options;

  const inFlight = createInFlightCounter();
  const clock = createServerClock(session);
  // The refresh schedule follows the token: each new one restarts it, forgetting it stops it.
  const tokens = createTokenStore(session, {
    stored: () => refresh.restart(),
    forgotten: () => refresh.cancel(),
  });
  const exchange = createExchange({ origin, fetch, timeoutMs, encryption, tokens, clock });
  const refresh = createRefreshSchedule({
    everyMs: tokenRefreshMs,
    retryDelayMs,
    hasToken: () => tokens.read() !== null,
    refresh: async () => (await call(refreshTokenEndpoint, {})).returnCode === 200,
    forgetToken: () => tokens.forget(),
  });
  const download = createDownload({ origin, fetch, timeoutMs, tokens });
  // A token stored by an earlier page load is refreshed on the schedule it started with.
  if (tokens.read() !== null) refresh.resume(tokens.receivedAt());

  /**
   * POST a validated body to an endpoint (a body its contract rejects throws before anything is
   * sent) and parse the envelope with its response schema. Every envelope is returned whatever its
   * returnCode: callers branch on the outcome (see validateAnswer).
   */
  async function call<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
    endpoint: Endpoint<Req, Res>,
    body: z.input<Req>,
  ): Promise<z.output<Res>> {
    const payload = endpoint.request.parse(body);
    // One key per call, which is one attempt of the member's (a click of Save): every resend below
    // (a new envelope after a refusal, the retry after a timeout or a network failure) carries the
    // same key, so the service runs the change once and answers each resend with its first answer.
    // A new call, even with the same body, is a new attempt and gets a new key.
    const idempotencyKey = endpoint.idempotent ? globalThis.crypto.randomUUID() : undefined;
    return inFlight.track(async () => {
      const send = resendingOnceAfterRefusal(
        () => exchange.send(endpoint, payload, idempotencyKey),
        exchange.renewServiceKey,
      );
      const received = await withRetries(send, { retryCount, retryDelayMs });
      return validateAnswer(endpoint.response, received.body);
    });
  }

  return {
    call,
    /**
     * GET a file of the service with the bearer token (the declarations PDF:
     * `download(downloadPdfPathOf(id))`); resolves a Blob, throws an ApiError otherwise.
     */
    download,
    /** Refresh the token now (the idle dialog's Continue, spec section 4). */
    async refreshToken(): Promise<boolean> {
      await refresh.now();
      return tokens.read() !== null;
    },
    /** Forget the token and server date (logout, session clearing); stops the refresh timer. */
    clearSession() {
      tokens.forget();
      clock.forget();
    },
    /** True while a token is stored and not expired. */
    hasToken() {
      return tokens.read() !== null;
    },
    /** How many requests are in flight now (a plain function: safe to pass around unbound). */
    requestsInFlight(): number {
      return inFlight.count();
    },
    /** The count of requests in flight, for the busy indicator. Returns an unsubscribe. */
    onInFlightChange(listener: (count: number) => void) {
      return inFlight.subscribe(listener);
    },
    /** Called with true when a token arrives and false when it is cleared, refused or expires. */
    onTokenChange(listener: (hasToken: boolean) => void) {
      return tokens.subscribe(listener);
    },
    /** Stops the refresh timer for good and drops the listeners (tests, hot reload, tools). */
    dispose() {
      refresh.dispose();
      inFlight.clearListeners();
      tokens.clearListeners();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
