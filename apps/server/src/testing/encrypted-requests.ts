import { endpoints } from '@portal/api/endpoints';
import {
  importEnvelopePublicKey,
  importSessionKey,
  isEncryptedBody,
  openAnswer,
  publicKeyPath,
  publicKeyResponseSchema,
  type RequestWrapping,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { RequestTarget } from './request-target.js';
import { testEditionHeader } from './test-app.js';

/**
 * Requests as the portal's client makes them: bodies sealed in the encryption envelope, version 2
 * (before sign-in under the service's public key; the calls that open or renew a session send a
 * new session key; a call with a token wraps under that token's session key), answers opened
 * with the one-time key. Tests read the answer as if it had been plaintext (`json()`, `body`) and
 * can still look at what travelled (`wire`).
 */

/** The paths whose envelope carries a new session key, from the contracts. */
const sessionOpeningUrls: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter((endpoint) => 'opensSession' in endpoint && endpoint.opensSession)
    .map((endpoint) => `${apiBasePath}${endpoint.path}`),
);

/**
 * The paths that need a session or may have one: as the client does, only they wrap with the
 * session key (when a token goes with the call).
 */
const signedInUrls: ReadonlySet<string> = new Set(
  Object.values(endpoints)
    .filter(
      (endpoint) =>
        ('authenticated' in endpoint && endpoint.authenticated) ||
        ('optionalSession' in endpoint && endpoint.optionalSession),
    )
    .map((endpoint) => `${apiBasePath}${endpoint.path}`),
);

/**
 * The session key of each token a test received, as the client keeps it beside its token. A token
 * made some other way has none: its calls go under the service's RSA key.
 */
const sessionKeyOfToken = new Map<string, { key: CryptoKey; raw: Uint8Array }>();

/** The session key that came with `token` (the tests of the envelope itself). */
export function sessionKeyOf(token: string): { key: CryptoKey; raw: Uint8Array } | undefined {
  return sessionKeyOfToken.get(token);
}

export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The answer's JSON text, opened if it was sealed. */
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as inject's json().
  json: () => any;
  cookies: { name: string; value: string; [attribute: string]: unknown }[];
  /** Whether the answer travelled sealed. */
  sealed: boolean;
  /** The body exactly as it travelled. */
  wire: string;
}

const publicKeys = new WeakMap<RequestTarget, Promise<CryptoKey>>();

/** The service's public key, as the client fetches it: once per app. */
export function servicePublicKey(app: RequestTarget): Promise<CryptoKey> {
  let key = publicKeys.get(app);
  if (!key) {
    key = (async () => {
      const response = await app.inject({ method: 'GET', url: `${apiBasePath}${publicKeyPath}` });
      const answer = publicKeyResponseSchema.parse(response.json());
      if (!answer.strReturnObject) throw new Error('no public key');
      return importEnvelopePublicKey(answer.strReturnObject.jwk);
    })();
    publicKeys.set(app, key);
  }
  return key;
}

export interface PostOptions {
  token?: string | undefined;
  /** A Cookie header, e.g. `portal_refresh=...`. */
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** The edition whose site the request reaches (test-app.ts `testEditionHeader`); MFB by default. */
  edition?: ProductFlag;
  /** Overrides how the one-time key travels (the tests of the envelope itself). */
  wrapping?: RequestWrapping;
  /** Overrides the time of sending (service clock, milliseconds). */
  sentAtMs?: number;
}

/** POSTs `payload` sealed in the envelope to `url` and opens the answer. */
export async function postEncrypted(
  app: RequestTarget,
  url: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<ApiAnswer> {
  const target = { method: 'POST', urlPath: url };
  const opensSession = sessionOpeningUrls.has(url);
  const sessionKey =
    options.token && signedInUrls.has(url) ? sessionKeyOfToken.get(options.token)?.key : undefined;
  const wrapping: RequestWrapping =
    options.wrapping ??
    (sessionKey && !opensSession
      ? { scheme: 'session', sessionKey }
      : {
          scheme: 'service',
          publicKey: await servicePublicKey(app),
          offerSessionKey: opensSession,
        });
  const sealed = await sealRequest(wrapping, JSON.stringify(payload), target, options.sentAtMs);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
      ...(options.cookie !== undefined && { cookie: options.cookie }),
      ...(options.edition !== undefined && { [testEditionHeader]: options.edition }),
      ...options.headers,
    },
    ...(options.remoteAddress !== undefined && { remoteAddress: options.remoteAddress }),
    payload: JSON.stringify(sealed.body),
  });
  const wire = response.body;
  // A proxy's own error page (nginx's 502) is not JSON: `json()` throws for it, `statusCode` tells.
  const parsed = jsonOrUndefined(wire);
  const sealedAnswer = isEncryptedBody(parsed);
  const body = sealedAnswer ? await openAnswer(sealed, parsed, target) : wire;
  const issued = /^Bearer (.+)$/.exec(String(response.headers.authorization ?? ''))?.[1];
  if (issued && sealed.offeredSessionKey) {
    sessionKeyOfToken.set(issued, {
      key: await importSessionKey(sealed.offeredSessionKey),
      raw: sealed.offeredSessionKey,
    });
  }
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: () => JSON.parse(body),
    cookies: response.cookies,
    sealed: sealedAnswer,
    wire,
  };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
