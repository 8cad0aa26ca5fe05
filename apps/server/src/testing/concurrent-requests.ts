import { randomUUID } from 'node:crypto';
import {
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  publicKeyPath,
  publicKeyResponseSchema,
  type RequestWrapping,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';

/*
 * Requests at a running service over HTTP (a base URL: one instance, the proxy in front of two,
 * or each instance in turn), sealed as the portal's client seals them. Made for the idempotency
 * tests: the same call sent many times at once with one Idempotency-Key, each copy in an envelope
 * of its own (a fresh one-time key, as a client's retry makes), every answer opened.
 */

export interface HttpAnswer {
  statusCode: number;
  headers: Headers;
  /** The answer's JSON text, opened if it was sealed. */
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely.
  json: () => any;
  sealed: boolean;
  /** The body exactly as it travelled. */
  wire: string;
}

export interface SealedCall {
  /** e.g. `http://127.0.0.1:4700`: where the service (or the proxy) listens. */
  baseUrl: string;
  /** The call's path under /api/v1/ep, e.g. `/tools/portalContactUsSendMail`. */
  path: string;
  payload: unknown;
  /** The Idempotency-Key header; none when undefined. */
  idempotencyKey?: string | undefined;
  /**
   * The bearer token of a session, and the envelope session key that came with it for a call
   * whose contract needs the session (without it the envelope goes under the RSA key, as the
   * client seals calls open to visitors, such as contact us, even when it has a token).
   */
  session?: { token: string; sessionKey?: CryptoKey | undefined } | undefined;
  headers?: Record<string, string>;
}

const publicKeys = new Map<string, Promise<CryptoKey>>();

/** The service's public key at `baseUrl`, fetched once (instances sharing a database share it). */
export function publicKeyAt(baseUrl: string): Promise<CryptoKey> {
  let key = publicKeys.get(baseUrl);
  if (!key) {
    key = (async () => {
      const response = await fetch(`${baseUrl}${apiBasePath}${publicKeyPath}`);
      const answer = publicKeyResponseSchema.parse(await response.json());
      if (!answer.strReturnObject) throw new Error(`no public key at ${baseUrl}`);
      return importEnvelopePublicKey(answer.strReturnObject.jwk);
    })();
    key.catch(() => publicKeys.delete(baseUrl));
    publicKeys.set(baseUrl, key);
  }
  return key;
}

/** POSTs one call, sealed in an envelope of its own, and opens the answer. */
export async function postSealed(call: SealedCall): Promise<HttpAnswer> {
  const urlPath = `${apiBasePath}${call.path}`;
  const target = { method: 'POST', urlPath };
  const sessionKey = call.session?.sessionKey;
  const wrapping: RequestWrapping = sessionKey
    ? { scheme: 'session', sessionKey }
    : { scheme: 'service', publicKey: await publicKeyAt(call.baseUrl) };
  const sealed = await sealRequest(wrapping, JSON.stringify(call.payload), target);
  const response = await fetch(`${call.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(call.idempotencyKey !== undefined && { 'idempotency-key': call.idempotencyKey }),
      ...(call.session && { authorization: `Bearer ${call.session.token}` }),
      ...call.headers,
    },
    body: JSON.stringify(sealed.body),
  });
  const wire = await response.text();
  const parsed: unknown = JSON.parse(wire);
  const isSealed = isEncryptedBody(parsed);
  const body = isSealed ? await openAnswer(sealed, parsed, target) : wire;
  return {
    statusCode: response.status,
    headers: response.headers,
    body,
    json: () => JSON.parse(body),
    sealed: isSealed,
    wire,
  };
}

/**
 * Fires `count` copies of the same call at once, all with one Idempotency-Key (a new UUID unless
 * given), each in its own envelope; resolves with every answer, in the order sent. `baseUrls`
 * spreads the copies over several instances in turn (the cross-instance variant).
 */
export function fireConcurrently(
  call: Omit<SealedCall, 'baseUrl' | 'idempotencyKey'> & {
    baseUrl: string | readonly string[];
    count: number;
    idempotencyKey?: string;
  },
): Promise<HttpAnswer[]> {
  const { count, baseUrl, idempotencyKey = randomUUID(), ...rest } = call;
  const baseUrls = typeof baseUrl === 'string' ? [baseUrl] : baseUrl;
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      postSealed({
        ...rest,
        baseUrl: baseUrls[index % baseUrls.length] ?? '',
        idempotencyKey,
      }),
    ),
  );
}
