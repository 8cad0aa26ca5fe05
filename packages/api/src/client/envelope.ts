import { publicKeyEndpoint } from '../contracts/public-key-contract.js';
import {
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  type RequestWrapping,
  type SealedRequest,
  sealRequest,
} from '../crypto/envelope-crypto.js';
import { ApiError } from './api-error.js';

/**
 * The encryption envelope of spec section 7 as the client uses it; the format itself lives in
 * crypto/envelope-crypto.ts, shared with the service. Every failure here is an ApiError that is
 * not retried: sending the same thing again would fail the same way, and once the service has
 * answered it may already have acted on the call.
 */

function notTheService() {
  return new ApiError(502, 'Bad Gateway', { retryable: false });
}

/**
 * The service's public key, fetched once and shared by concurrent calls. A failed fetch is tried
 * again by the next call; `renew` drops the key after the service refused an envelope (its key
 * may have changed since we fetched it).
 */
export function createServiceKey(fetchKey: () => Promise<CryptoKey>) {
  let key: Promise<CryptoKey> | undefined;
  return {
    get(): Promise<CryptoKey> {
      key ??= fetchKey().catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
    renew() {
      key = undefined;
    },
  };
}

/** The key in the public key answer (GET /encryption/publicKey); 502 when it holds no usable key. */
export async function importServiceKey(answer: unknown): Promise<CryptoKey> {
  const parsed = publicKeyEndpoint.response.safeParse(answer);
  const jwk = parsed.success ? parsed.data.strReturnObject?.jwk : undefined;
  if (!jwk) throw notTheService();
  try {
    return await importEnvelopePublicKey(jwk);
  } catch {
    throw notTheService();
  }
}

/** Where a request goes, as the envelope's additional data names it. */
export type EnvelopeTarget = { method: string; urlPath: string };

/**
 * Seals a request's JSON for `target`, stamped with the time of sending in the service's clock,
 * its one-time key wrapped as `wrapping` says. Returns the wire body and what opens the answer.
 * Status 0 when sealing fails (no WebCrypto: the page is not in a secure context), as nothing was
 * sent.
 */
export async function sealBody(
  wrapping: RequestWrapping,
  json: string,
  target: EnvelopeTarget,
  sentAtMs: number,
): Promise<{ body: string; sealed: SealedRequest }> {
  try {
    const sealed = await sealRequest(wrapping, json, target, sentAtMs);
    return { body: JSON.stringify(sealed.body), sealed };
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Encryption failed', {
      retryable: false,
    });
  }
}

/**
 * Opens the answer to a sealed request. A success must come back sealed: a plaintext one was not
 * written by the service (502), nor was a sealed one that does not open (tampered or garbled:
 * 502). A plaintext error envelope passes as it is: the service refused the call before opening
 * it. `refused` marks a plaintext 400: the service could not open our envelope, or found it stale.
 */
export async function openSealedAnswer(
  sealed: Pick<SealedRequest, 'key' | 'sentAtMs'>,
  answer: unknown,
  target: EnvelopeTarget,
  response: Pick<Response, 'ok' | 'status'>,
): Promise<{ body: unknown; refused: boolean }> {
  if (isEncryptedBody(answer)) {
    try {
      return { body: JSON.parse(await openAnswer(sealed, answer, target)), refused: false };
    } catch {
      throw notTheService();
    }
  }
  if (response.ok) throw notTheService();
  return { body: answer, refused: response.status === 400 };
}
