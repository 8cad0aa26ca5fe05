import type { Endpoint } from '../contracts/endpoint.js';
import { errorEnvelopeSchema } from '../contracts/envelope.js';
import { publicKeyEndpoint } from '../contracts/public-key-contract.js';
import { base64ToBytes, bytesToBase64 } from '../crypto/base64.js';
import {
  importSessionKey,
  type RequestWrapping,
  type SealedRequest,
} from '../crypto/envelope-crypto.js';
import { createServiceKey, importServiceKey, openSealedAnswer, sealBody } from './envelope.js';
import { credentialsFor, resolveTarget, withQuery } from './request-target.js';
import { sendWithTimeout } from './send-with-timeout.js';
import { type ServerClock, tokenExpiryInOurClock } from './server-clock.js';
import type { TokenStore } from './token-store.js';
import { trimStrings } from './trim-strings.js';

export type ExchangeOptions = {
  origin: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  encryption: boolean;
  tokens: TokenStore;
  clock: ServerClock;
};

/** One answer, opened and trimmed; not yet checked against its contract. */
export type Received = {
  body: unknown;
  status: number;
  /** A plaintext 400 to a sealed request: the service could not open our envelope. */
  envelopeRefused: boolean;
};

const bearerPrefix = 'Bearer ';

/**
 * One request and its answer, without retries: the bearer token attached when the call goes to
 * our own service, the body sealed unless the endpoint is exempt, the answer opened and trimmed
 * (spec section 7), and what our service's answer says about the session remembered: a new token,
 * its date, a 401 that ends the session.
 */
export function createExchange(options: ExchangeOptions) {
  const { origin, fetch, timeoutMs, encryption, tokens, clock } = options;
  // The key travels through this same exchange, in plain JSON (the endpoint is exempt).
  const serviceKey = createServiceKey(async () =>
    importServiceKey((await send(publicKeyEndpoint, {})).body),
  );

  // The stored session key, imported once per value (it changes at sign-in and each refresh).
  let sessionKey: { raw: string; key: Promise<CryptoKey> } | undefined;

  /**
   * How the one-time key travels (docs/envelope-v2.md): a call that opens or renews a session
   * sends a new session key under the service's RSA key; a signed-in call (one that needs a
   * session, or may have one and goes with the token) wraps it with the session key, so the
   * service does no RSA for it; anything else, under the service's RSA key.
   */
  async function wrappingFor(endpoint: Endpoint, token: string | null): Promise<RequestWrapping> {
    const signedIn = token !== null && (endpoint.authenticated || endpoint.optionalSession);
    const raw = signedIn ? tokens.envelopeSessionKey() : null;
    if (raw && !endpoint.opensSession) {
      if (sessionKey?.raw !== raw) {
        sessionKey = { raw, key: importSessionKey(base64ToBytes(raw)) };
      }
      return { scheme: 'session', sessionKey: await sessionKey.key };
    }
    return {
      scheme: 'service',
      publicKey: await serviceKey.get(),
      offerSessionKey: endpoint.opensSession === true,
    };
  }

  function rememberAnswer(response: Response, answer: unknown, sealed: SealedRequest | undefined) {
    const authorization = response.headers.get('Authorization');
    if (authorization?.startsWith(bearerPrefix)) {
      // The session key goes with the token its request earned: they start and end together.
      const offered = sealed?.offeredSessionKey;
      tokens.store(
        authorization.slice(bearerPrefix.length),
        tokenExpiryInOurClock(response.headers, answer),
        offered ? bytesToBase64(offered) : undefined,
      );
    }
    clock.remember(answer);
  }

  /**
   * `idempotencyKey`: the Idempotency-Key of the attempt this request belongs to (api-client.ts
   * makes one per call of an idempotent endpoint and sends it again on that call's retries).
   */
  async function send(
    endpoint: Endpoint,
    payload: unknown,
    idempotencyKey?: string,
  ): Promise<Received> {
    const target = resolveTarget(origin, endpoint.path);
    const method = endpoint.method ?? 'POST';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (idempotencyKey && target.own) headers['Idempotency-Key'] = idempotencyKey;
    // Spec section 6: the token goes to the product's own service and nowhere else.
    const token = target.own ? tokens.read() : null;
    if (token) headers.Authorization = `${bearerPrefix}${token}`;

    let body: string | undefined;
    let sealed: SealedRequest | undefined;
    const envelopeTarget = { method, urlPath: target.urlPath };
    if (method !== 'GET') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
      if (encryption && target.own && endpoint.encrypted !== false) {
        const wrapping = await wrappingFor(endpoint, token);
        // Stamped after the key arrived: its answer may just have taught us the service's clock.
        ({ body, sealed } = await sealBody(wrapping, body, envelopeTarget, clock.now()));
      }
    }

    const sent = await sendWithTimeout(
      fetch,
      method === 'GET' ? withQuery(target.url, payload) : target.url,
      {
        method,
        headers,
        ...(body !== undefined && { body }),
        credentials: credentialsFor(endpoint, target),
      },
      timeoutMs,
    );
    const opened = sealed
      ? await openSealedAnswer(sealed, sent.body, envelopeTarget, sent.response)
      : { body: sent.body, refused: false };

    const answer = trimStrings(opened.body);
    if (target.own) {
      rememberAnswer(sent.response, answer, sealed);
      if (token && errorEnvelopeSchema.safeParse(answer).data?.returnCode === 401) tokens.forget();
    }
    return { body: answer, status: sent.response.status, envelopeRefused: opened.refused };
  }

  return { send, renewServiceKey: serviceKey.renew };
}
