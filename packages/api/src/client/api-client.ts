import type { z } from 'zod';
import { tokenExpiresAtHeader } from '../contracts/auth-protocol.js';
import { apiBasePath } from '../contracts/base-path.js';
import type { Endpoint } from '../contracts/endpoint.js';
import { errorEnvelopeSchema } from '../contracts/envelope.js';
import { publicKeyEndpoint } from '../contracts/public-key-contract.js';
import { refreshTokenEndpoint } from '../contracts/refresh-token-contract.js';
import {
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  sealRequest,
} from '../crypto/envelope-crypto.js';
import { ApiError, requestTimeoutStatus } from './api-error.js';
import { type SessionStore, sessionKeys } from './session-keys.js';
import { trimStrings } from './trim-strings.js';

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

const bearerPrefix = 'Bearer ';

type Target = { url: string; own: boolean; urlPath: string };

type Received = {
  body: unknown;
  status: number;
  /** A plaintext 400 to an encrypted request: the service could not open our envelope. */
  envelopeRefused: boolean;
};

/**
 * The portal's HTTP client for /api/v1/ep. It sends the bearer token only to its own service,
 * replaces it from any answer that carries one and forgets it once expired, refreshes it ten
 * minutes after receiving it, encrypts bodies in the envelope of spec section 7, keeps the server
 * date, trims strings and turns every failure without an envelope into an ApiError.
 */
export function createApiClient(options: ApiClientOptions) {
  const {
    origin = '',
    session,
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    timeoutMs = 20_000,
    retryDelayMs = 30_000,
    retryCount = 1,
    encryption = true,
    tokenRefreshMs = 600_000,
  } = options;
  const ownPrefix = `${origin.replace(/\/+$/, '')}${apiBasePath}`;

  // --- busy indicator ---------------------------------------------------------------------------

  const inFlightListeners = new Set<(count: number) => void>();
  let inFlight = 0;
  function setInFlight(count: number) {
    inFlight = count;
    for (const listener of inFlightListeners) listener(count);
  }

  // --- token ------------------------------------------------------------------------------------

  const tokenListeners = new Set<(hasToken: boolean) => void>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function notifyToken(present: boolean) {
    for (const listener of tokenListeners) listener(present);
  }

  /** The stored token, or null when there is none or it has expired (spec section 4). */
  function readToken(): string | null {
    const token = session.getItem(sessionKeys.token);
    if (!token) return null;
    const expiresAt = Number(session.getItem(sessionKeys.tokenExpiresAt) ?? Number.NaN);
    if (Number.isFinite(expiresAt) && Date.now() >= expiresAt) {
      forgetToken();
      return null;
    }
    return token;
  }

  function storeToken(token: string, expiresAt: number | null) {
    session.setItem(sessionKeys.token, token);
    if (expiresAt === null) session.removeItem(sessionKeys.tokenExpiresAt);
    else session.setItem(sessionKeys.tokenExpiresAt, String(expiresAt));
    session.setItem(sessionKeys.tokenSetAt, String(Date.now()));
    scheduleRefresh(tokenRefreshMs === false ? 0 : tokenRefreshMs);
    notifyToken(true);
  }

  function forgetToken() {
    const had = session.getItem(sessionKeys.token) !== null;
    session.removeItem(sessionKeys.token);
    session.removeItem(sessionKeys.tokenExpiresAt);
    session.removeItem(sessionKeys.tokenSetAt);
    cancelRefresh();
    if (had) notifyToken(false);
  }

  function cancelRefresh() {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  }

  function scheduleRefresh(delayMs: number) {
    cancelRefresh();
    if (disposed || tokenRefreshMs === false) return;
    refreshTimer = setTimeout(() => void runRefresh(), Math.max(0, delayMs));
    // In Node (tests, tools), a pending refresh must not keep the process alive.
    (refreshTimer as { unref?: () => void }).unref?.();
  }

  async function runRefresh() {
    refreshTimer = undefined;
    if (!readToken()) return;
    try {
      const answer = await call(refreshTokenEndpoint, {});
      // A refused refresh means the session is over; the answer's token restarted the timer.
      if (answer.returnCode !== 200) forgetToken();
    } catch {
      // The service could not be reached even after the retries: try again later, for as long
      // as the token lives.
      if (readToken()) scheduleRefresh(retryDelayMs);
    }
  }

  /**
   * The expiry of a new token in our clock: the service's instant moved by the difference between
   * its clock (strServerDate of the same answer, or its Date header) and ours.
   */
  function localExpiry(response: Response, body: unknown): number | null {
    const expiresAt = Date.parse(response.headers.get(tokenExpiresAtHeader) ?? '');
    if (Number.isNaN(expiresAt)) return null;
    const serverDate =
      body && typeof body === 'object' && 'strServerDate' in body
        ? Date.parse(String(body.strServerDate))
        : Number.NaN;
    const serverNow = Number.isNaN(serverDate)
      ? Date.parse(response.headers.get('Date') ?? '')
      : serverDate;
    return Number.isNaN(serverNow) ? expiresAt : Date.now() + (expiresAt - serverNow);
  }

  /**
   * The service's clock minus ours, from its last answer: requests are stamped in its clock, so
   * a member whose device is minutes off is not refused as sending stale envelopes.
   */
  let serverClockOffsetMs = 0;

  function rememberAnswer(response: Response, body: unknown) {
    const authorization = response.headers.get('Authorization');
    if (authorization?.startsWith(bearerPrefix)) {
      storeToken(authorization.slice(bearerPrefix.length), localExpiry(response, body));
    }
    if (body && typeof body === 'object' && 'strServerDate' in body) {
      const { strServerDate } = body;
      if (typeof strServerDate === 'string') {
        session.setItem(sessionKeys.serverDate, strServerDate);
        const serverNow = Date.parse(strServerDate);
        if (!Number.isNaN(serverNow)) serverClockOffsetMs = serverNow - Date.now();
      }
    }
  }

  // A token stored by an earlier page load is refreshed on the schedule it started with.
  if (readToken()) {
    const setAt = Number(session.getItem(sessionKeys.tokenSetAt) ?? Number.NaN);
    const refreshIn = tokenRefreshMs === false ? 0 : tokenRefreshMs;
    scheduleRefresh(Number.isFinite(setAt) ? setAt + refreshIn - Date.now() : refreshIn);
  }

  // --- encryption -------------------------------------------------------------------------------

  let publicKey: Promise<CryptoKey> | undefined;

  /** The service's public key, fetched once; a failed fetch is tried again by the next call. */
  function servicePublicKey(): Promise<CryptoKey> {
    publicKey ??= fetchPublicKey().catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
    return publicKey;
  }

  async function fetchPublicKey(): Promise<CryptoKey> {
    const received = await sendOnce(publicKeyEndpoint, {});
    const answer = publicKeyEndpoint.response.safeParse(received.body);
    const jwk = answer.success ? answer.data.strReturnObject?.jwk : undefined;
    if (!jwk) throw new ApiError(502, 'Bad Gateway', { retryable: false });
    try {
      return await importEnvelopePublicKey(jwk);
    } catch {
      throw new ApiError(502, 'Bad Gateway', { retryable: false });
    }
  }

  function shouldEncrypt(endpoint: Endpoint, target: Target): boolean {
    return encryption && target.own && endpoint.encrypted !== false;
  }

  // --- sending ----------------------------------------------------------------------------------

  function resolve(endpoint: Endpoint): Target {
    if (/^[a-z][a-z0-9+.-]*:/i.test(endpoint.path)) {
      return { url: endpoint.path, own: false, urlPath: '' };
    }
    if (!endpoint.path.startsWith('/') || endpoint.path.startsWith('//')) {
      throw new TypeError(`Endpoint path must start with one "/": ${endpoint.path}`);
    }
    return {
      url: `${ownPrefix}${endpoint.path}`,
      own: true,
      urlPath: `${apiBasePath}${endpoint.path}`,
    };
  }

  async function sendOnce(endpoint: Endpoint, payload: unknown): Promise<Received> {
    const target = resolve(endpoint);
    const method = endpoint.method ?? 'POST';
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Spec section 6: the token goes to the product's own service and nowhere else.
    const token = target.own ? readToken() : null;
    if (token) headers.Authorization = `${bearerPrefix}${token}`;

    let body: string | undefined;
    let key: CryptoKey | undefined;
    if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
      if (shouldEncrypt(endpoint, target)) {
        const serviceKey = await servicePublicKey();
        try {
          const sentAt = Date.now() + serverClockOffsetMs;
          const sealed = await sealRequest(serviceKey, body, target.urlPath, sentAt);
          body = JSON.stringify(sealed.body);
          key = sealed.key;
        } catch (error) {
          throw new ApiError(0, error instanceof Error ? error.message : 'Encryption failed', {
            retryable: false,
          });
        }
      }
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let received: unknown;
    try {
      try {
        response = await fetchImpl(method === 'GET' ? withQuery(target.url, payload) : target.url, {
          method,
          headers,
          ...(body !== undefined && { body }),
          credentials: !target.own ? 'omit' : endpoint.withCredentials ? 'include' : 'same-origin',
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new ApiError(requestTimeoutStatus, 'Gateway Timeout');
        throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
      }
      try {
        received = await response.json();
      } catch {
        if (controller.signal.aborted) throw new ApiError(requestTimeoutStatus, 'Gateway Timeout');
        throw new ApiError(response.status, response.statusText);
      }
    } finally {
      clearTimeout(timer);
    }

    const encryptedAnswer = isEncryptedBody(received);
    if (key) {
      if (encryptedAnswer) {
        try {
          received = JSON.parse(await openAnswer(key, received, target.urlPath));
        } catch {
          // Tampered or garbled: never retried, the service may already have acted on the call.
          throw new ApiError(502, 'Bad Gateway', { retryable: false });
        }
      } else if (response.ok) {
        // A success must come back sealed; a plaintext one was not written by the service.
        throw new ApiError(502, 'Bad Gateway', { retryable: false });
      }
      // Otherwise: a plaintext error envelope, refused before the service opened the body.
    }

    received = trimStrings(received);
    if (target.own) {
      rememberAnswer(response, received);
      if (token && errorEnvelopeSchema.safeParse(received).data?.returnCode === 401) forgetToken();
    }
    return {
      body: received,
      status: response.status,
      envelopeRefused: key !== undefined && !encryptedAnswer && response.status === 400,
    };
  }

  async function sendWithRetry(endpoint: Endpoint, payload: unknown): Promise<Received> {
    let keyRenewed = false;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const received = await sendOnce(endpoint, payload);
        if (received.envelopeRefused && !keyRenewed) {
          // The service could not open the envelope, or found it stale: its key may have changed
          // since we fetched it, or our clock drifted from its own (the refusal's strServerDate
          // has set it right). Fetch the key again and resend once, at once, in a new envelope.
          keyRenewed = true;
          publicKey = undefined;
          attempt -= 1;
          continue;
        }
        return received;
      } catch (error) {
        if (attempt >= retryCount || !(error instanceof ApiError) || !error.retryable) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  /**
   * POST a validated body to an endpoint and parse the envelope with its response schema. Every
   * envelope is returned whatever its returnCode: callers branch on the outcome. An error envelope
   * whose strReturnObject does not fit the endpoint's contract (the `{ strMessage }` of a 404 to
   * the bank list, say) comes back with strReturnObject null, so the types stay true.
   */
  async function call<Req extends z.ZodType, Res extends z.ZodType>(
    endpoint: Endpoint<Req, Res>,
    body: z.input<Req>,
  ): Promise<z.output<Res>> {
    const payload = endpoint.request.parse(body);
    setInFlight(inFlight + 1);
    try {
      const received = await sendWithRetry(endpoint, payload);
      const parsed = endpoint.response.safeParse(received.body);
      if (parsed.success) return parsed.data;
      const refusal = errorEnvelopeSchema.safeParse(received.body);
      if (refusal.success && refusal.data.returnCode !== 200) {
        const withoutObject = endpoint.response.safeParse({
          ...refusal.data,
          strReturnObject: null,
        });
        if (withoutObject.success) return withoutObject.data;
      }
      // A success that breaks its contract, or no envelope at all.
      throw new ApiError(502, 'Bad Gateway', { retryable: false });
    } finally {
      setInFlight(inFlight - 1);
    }
  }

  return {
    call,
    /** Refresh the token now (the idle dialog's Continue, spec section 4). */
    async refreshToken(): Promise<boolean> {
      cancelRefresh();
      await runRefresh();
      return readToken() !== null;
    },
    /** Forget the token and server date (logout, session clearing); stops the refresh timer. */
    clearSession() {
      forgetToken();
      session.removeItem(sessionKeys.serverDate);
    },
    /** True while a token is stored and not expired. */
    hasToken() {
      return readToken() !== null;
    },
    /** How many requests are in flight now (a plain function: safe to pass around unbound). */
    requestsInFlight(): number {
      return inFlight;
    },
    /** The count of requests in flight, for the busy indicator. Returns an unsubscribe. */
    onInFlightChange(listener: (count: number) => void) {
      inFlightListeners.add(listener);
      return () => {
        inFlightListeners.delete(listener);
      };
    },
    /** Called with true when a token arrives and false when it is cleared, refused or expires. */
    onTokenChange(listener: (hasToken: boolean) => void) {
      tokenListeners.add(listener);
      return () => {
        tokenListeners.delete(listener);
      };
    },
    /** Stops the refresh timer for good and drops the listeners (tests, hot reload, tools). */
    dispose() {
      disposed = true;
      cancelRefresh();
      inFlightListeners.clear();
      tokenListeners.clear();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A GET carries no body: its request fields go in the query string (`?text=…`), strings and
 * numbers as they are, nothing for an empty request.
 */
function withQuery(url: string, payload: unknown): string {
  if (!payload || typeof payload !== 'object') return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}
