import { base64ToBytes, bytesToBase64 } from './base64.js';

/**
 * The encryption envelope of spec section 7, defined once for the client and the service. It uses
 * WebCrypto only (`globalThis.crypto.subtle`: browsers in a secure context, which includes
 * http://localhost, and Node 24), so this module is framework-free and dependency-free.
 *
 * A request body `B` (the JSON text of the call) to the path `P` (e.g. /api/v1/ep/fetchUserBankDetails):
 *
 * 1. the client makes a fresh AES-256-GCM key `K` and a fresh 12-byte IV;
 * 2. `C` = AES-GCM(K, IV, T + "\n" + B, additional data "request P"), ciphertext followed by the
 *    16-byte tag, where `T` is the time of sending in the service's clock, in whole milliseconds
 *    since 1970-01-01T00:00:00Z, as decimal digits (the client learns the service's clock from
 *    strServerDate of its answers, so a wrong clock on the member's device does not matter);
 * 3. `W` = RSA-OAEP with SHA-256 (JOSE "RSA-OAEP-256") of the raw 32 bytes of K, under the service's
 *    public key (GET /api/v1/ep/encryption/publicKey);
 * 4. the wire body is `{ "data": base64(IV ‖ C) + ":" + base64(W) }` (standard base64 with padding;
 *    ":" is the delimiter because it is not in the base64 alphabet; the IV travels as the first 12
 *    bytes of the first part).
 *
 * The answer is `{ "data": base64(IV' ‖ C') }` with a new IV' and C' = AES-GCM(K, IV', answer JSON,
 * additional data "answer P"). The additional data binds each half to its path and direction, so an
 * envelope cannot be replayed against another call, nor an answer passed off as a request.
 *
 * The service refuses a request whose `T` is more than `maxAgeSeconds` old or more than
 * `maxAheadSeconds` ahead of its clock, and accepts an envelope sent before sign-in only once (it
 * keeps a fingerprint of K until `T` is stale): a captured sign-in body cannot be sent again. The
 * answer to any request stays unreadable to whoever replays it (it is sealed with K, which only
 * the sender knows).
 */
export const envelopeFormat = {
  /** Between base64(IV ‖ ciphertext ‖ tag) and base64(wrapped key) in a request's `data`. */
  delimiter: ':',
  ivBytes: 12,
  tagBytes: 16,
  /** JOSE names of the algorithms, as the public key answer states them. */
  keyWrapAlgorithm: 'RSA-OAEP-256',
  contentAlgorithm: 'A256GCM',
  /** Size of the service's RSA key (NIST SP 800-57: 2048 bits stay acceptable through 2030). */
  rsaModulusBits: 2048,
  /** Between the time of sending and the body, inside the sealed part of a request. */
  timestampSeparator: '\n',
  /** A request sent longer ago than this is refused as stale... */
  maxAgeSeconds: 300,
  /** ...and one stamped further ahead of the service's clock than this, as from the future. */
  maxAheadSeconds: 60,
} as const;

/** How a request's time of sending compares with the service's clock. */
export type EnvelopeFreshness = 'fresh' | 'stale' | 'ahead';

export function envelopeFreshness(sentAtMs: number, nowMs: number): EnvelopeFreshness {
  if (sentAtMs < nowMs - envelopeFormat.maxAgeSeconds * 1000) return 'stale';
  if (sentAtMs > nowMs + envelopeFormat.maxAheadSeconds * 1000) return 'ahead';
  return 'fresh';
}

/** The plaintext sealed in a request: its time of sending, the separator, the body. */
export function stampRequestBody(body: string, sentAtMs: number): string {
  return `${Math.floor(sentAtMs)}${envelopeFormat.timestampSeparator}${body}`;
}

/** Splits a request's sealed plaintext; an EnvelopeError when it carries no time of sending. */
export function readStampedRequestBody(stamped: string): { sentAtMs: number; body: string } {
  const at = stamped.indexOf(envelopeFormat.timestampSeparator);
  const digits = stamped.slice(0, at);
  // At most 15 digits: every instant until the year 33658 is a safe integer.
  if (at < 1 || !/^\d{1,15}$/.test(digits)) throw new EnvelopeError('no time of sending');
  return { sentAtMs: Number(digits), body: stamped.slice(at + 1) };
}

/** The wire form of an encrypted body, request or answer. */
export type EncryptedBody = { data: string };

/** Anything wrong with an envelope: bad shape, bad base64, wrong key, failed tag check. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const aesGcm = { name: 'AES-GCM', length: 256 } as const;
const encoder = new TextEncoder();
// fatal: a body that decrypts to invalid UTF-8 is refused, not patched with U+FFFD.
const decoder = new TextDecoder('utf-8', { fatal: true });

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) {
    throw new EnvelopeError(
      'WebCrypto is not available: the page must be served over https or from localhost',
    );
  }
  return api;
}

/** The additional authenticated data of each half of an exchange on `urlPath`. */
export function envelopeAad(
  direction: 'request' | 'answer',
  urlPath: string,
): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${direction} ${urlPath}`);
}

/** True for exactly `{ "data": "<string>" }`: the only shape an encrypted body may have. */
export function isEncryptedBody(value: unknown): value is EncryptedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 1 && keys[0] === 'data' && typeof (value as EncryptedBody).data === 'string'
  );
}

async function seal(
  key: CryptoKey,
  plaintext: string,
  aad: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(envelopeFormat.ivBytes));
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: aad },
      key,
      encoder.encode(plaintext),
    ),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv, 0);
  joined.set(sealed, iv.length);
  return bytesToBase64(joined);
}

async function unseal(key: CryptoKey, part: string, aad: Uint8Array<ArrayBuffer>): Promise<string> {
  const joined = base64ToBytes(part);
  if (joined.length < envelopeFormat.ivBytes + envelopeFormat.tagBytes) {
    throw new EnvelopeError('sealed part too short');
  }
  const iv = joined.subarray(0, envelopeFormat.ivBytes);
  const sealed = joined.subarray(envelopeFormat.ivBytes);
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, sealed);
  return decoder.decode(plain);
}

/** Runs `work`, turning every failure (DOMException, TypeError...) into an EnvelopeError. */
async function asEnvelopeError<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    throw new EnvelopeError(what, { cause: error });
  }
}

// --- client side --------------------------------------------------------------------------------

/** The service's public key (a JWK from GET /encryption/publicKey), ready to wrap keys. */
export function importEnvelopePublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return asEnvelopeError('unusable public key', () =>
    subtle().importKey('jwk', jwk, rsaOaep, false, ['wrapKey']),
  );
}

/**
 * Encrypts one request body under a fresh one-time key, stamped with the time of sending in the
 * service's clock (`sentAtMs`; Date.now() when the clocks agree). Keep `key` to open the answer;
 * it is never reused for another request.
 */
export async function sealRequest(
  publicKey: CryptoKey,
  plaintext: string,
  urlPath: string,
  sentAtMs: number = Date.now(),
): Promise<{ body: EncryptedBody; key: CryptoKey }> {
  const key = await subtle().generateKey(aesGcm, true, ['encrypt', 'decrypt']);
  const sealed = await seal(
    key,
    stampRequestBody(plaintext, sentAtMs),
    envelopeAad('request', urlPath),
  );
  const wrapped = new Uint8Array(await subtle().wrapKey('raw', key, publicKey, rsaOaep));
  return {
    body: { data: `${sealed}${envelopeFormat.delimiter}${bytesToBase64(wrapped)}` },
    key,
  };
}

/** Decrypts an answer with the request's one-time key; throws EnvelopeError when it was tampered. */
export function openAnswer(key: CryptoKey, body: unknown, urlPath: string): Promise<string> {
  return asEnvelopeError('unreadable encrypted answer', async () => {
    if (!isEncryptedBody(body)) throw new EnvelopeError('answer is not an encrypted body');
    return unseal(key, body.data, envelopeAad('answer', urlPath));
  });
}

// --- service side -------------------------------------------------------------------------------

/** A new RSA-OAEP-256 key pair for the service; extractable so it can be stored (as JWK). */
export function generateEnvelopeKeyPair(): Promise<CryptoKeyPair> {
  return subtle().generateKey(
    {
      ...rsaOaep,
      modulusLength: envelopeFormat.rsaModulusBits,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The public half as the JWK the service publishes: only kty, n, e, alg and use. */
export async function exportEnvelopePublicJwk(publicKey: CryptoKey): Promise<JsonWebKey> {
  const { kty, n, e } = await subtle().exportKey('jwk', publicKey);
  return { kty, n, e, alg: envelopeFormat.keyWrapAlgorithm, use: 'enc' };
}

export function exportEnvelopePrivateJwk(privateKey: CryptoKey): Promise<JsonWebKey> {
  return subtle().exportKey('jwk', privateKey);
}

/** The stored private half, non-extractable once loaded: it can unwrap keys and nothing else. */
export function importEnvelopePrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', { ...jwk, key_ops: ['unwrapKey'] }, rsaOaep, false, [
    'unwrapKey',
  ]);
}

/**
 * Opens a request envelope sent to `urlPath`: unwraps the one-time key with the service's private
 * key, decrypts the body and reads its time of sending (the caller judges its freshness). Every
 * failure is an EnvelopeError (the service answers 400).
 */
export function openRequest(
  privateKey: CryptoKey,
  body: EncryptedBody,
  urlPath: string,
): Promise<{ plaintext: string; sentAtMs: number; key: CryptoKey }> {
  return asEnvelopeError('unreadable encrypted request', async () => {
    const parts = body.data.split(envelopeFormat.delimiter);
    const [sealed, wrapped] = parts;
    if (parts.length !== 2 || !sealed || !wrapped) throw new EnvelopeError('malformed envelope');
    const key = await subtle().unwrapKey(
      'raw',
      base64ToBytes(wrapped),
      privateKey,
      rsaOaep,
      aesGcm,
      false,
      ['encrypt', 'decrypt'],
    );
    const stamped = readStampedRequestBody(
      await unseal(key, sealed, envelopeAad('request', urlPath)),
    );
    return { plaintext: stamped.body, sentAtMs: stamped.sentAtMs, key };
  });
}

/** Seals an answer with the request's one-time key and a new IV. */
export async function sealAnswer(
  key: CryptoKey,
  plaintext: string,
  urlPath: string,
): Promise<EncryptedBody> {
  return { data: await seal(key, plaintext, envelopeAad('answer', urlPath)) };
}
