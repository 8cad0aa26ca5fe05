import {
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  publicKeyPath,
  publicKeyResponseSchema,
  sealRequest,
} from '@portal/api/envelope';
import { apiBasePath } from '@portal/api/protocol';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyInstance } from 'fastify';
import { testEditionHeader } from './test-app.js';

/**
 * Requests as the portal's client makes them: bodies sealed in the encryption envelope with the
 * service's own public key, answers opened with the one-time key. Tests read the answer as if it
 * had been plaintext (`json()`, `body`) and can still look at what travelled (`wire`).
 */

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

const publicKeys = new WeakMap<FastifyInstance, Promise<CryptoKey>>();

/** The service's public key, as the client fetches it: once per app. */
export function servicePublicKey(app: FastifyInstance): Promise<CryptoKey> {
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
}

/** POSTs `payload` sealed in the envelope to `url` and opens the answer. */
export async function postEncrypted(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: PostOptions = {},
): Promise<ApiAnswer> {
  const sealed = await sealRequest(await servicePublicKey(app), JSON.stringify(payload), url);
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
  const parsed: unknown = JSON.parse(wire);
  const sealedAnswer = isEncryptedBody(parsed);
  const body = sealedAnswer ? await openAnswer(sealed.key, parsed, url) : wire;
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body,
    json: () => JSON.parse(body),
    cookies: response.cookies as ApiAnswer['cookies'],
    sealed: sealedAnswer,
    wire,
  };
}
