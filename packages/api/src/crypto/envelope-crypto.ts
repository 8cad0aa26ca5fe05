import { base64ToBytes, bytesToBase64 } from './base64.js';

/**
 * The encryption envelope of spec section 7, version 2, defined once for the client and the
 * service (docs/envelope-v2.md in this package is the protocol document; keep the two in step).
 * This module uses WebCrypto only (`globalThis.crypto.subtle`: browsers in a secure context, which
 * includes http://localhost, and Node 24), so it is framework-free and dependency-free. The
 * service opens requests with its own node:crypto implementation of the same format, for speed;
 * both pass the committed test vectors (docs/envelope-v2-vectors.json).
 *
 * A request body `B` (the JSON text of the call) sent with `METHOD` to the path `P`:
 *
 * 1. the client makes a fresh AES-256-GCM one-time key `K` and a fresh 12-byte IV;
 * 2. the header `H` is 10 bytes: the version (2), the scheme that wraps `K` (1: the service's RSA
 *    key, 2: the session key) and `T`, the time of sending in the service's clock, in whole
 *    milliseconds since 1970, as an unsigned 64-bit big-endian integer;
 * 3. `C` = AES-GCM(K, IV, B) with the additional data
 *    "portal-envelope/2 request <scheme name> <METHOD> <P> <T>" (T in decimal digits);
 * 4. `W` wraps `K`: RSA-OAEP-256 of K under the service's public key (scheme 1) before sign-in;
 *    RSA-OAEP-256 of K ‖ S on the calls that open or renew a session (S: a new random AES-256
 *    session key); AES key wrap (RFC 3394) of K under the session key (scheme 2) on every
 *    signed-in call, so no RSA private-key operation happens there;
 * 5. the wire body is `{ "data": base64(H ‖ IV ‖ C ‖ tag) + ":" + base64(W) }`.
 *
 * The answer is `{ "data": base64(IV' ‖ C' ‖ tag') }` with a new IV' and the additional data
 * "portal-envelope/2 answer <METHOD> <P> <T>", sealed with K.
 */
export const envelopeFormat = {
  version: 2,
  /** Between base64(H ‖ IV ‖ ciphertext ‖ tag) and base64(wrapped key) in a request's `data`. */
  delimiter: ':',
  headerBytes: 10,
  ivBytes: 12,
  tagBytes: 16,
  /** The one-time key and the session key: AES-256. */
  keyBytes: 32,
  /** AES key wrap of a 32-byte key: 8 bytes longer. */
  sessionWrappedBytes: 40,
  /** JOSE names of the algorithms, as the public key answer states them. */
  keyWrapAlgorithm: 'RSA-OAEP-256',
  sessionKeyWrapAlgorithm: 'A256KW',
  contentAlgorithm: 'A256GCM',
  /** Size of the service's RSA key (NIST SP 800-57: 2048 bits stay acceptable through 2030). */
  rsaModulusBits: 2048,
  /** A request sent longer ago than this is refused as stale... */
  maxAgeSeconds: 300,
  /** ...and one stamped further ahead of the service's clock than this, as from the future. */
  maxAheadSeconds: 60,
} as const;

/** Which key wraps a request's one-time key: its byte in the header, its name in the AAD. */
export const envelopeSchemes = {
  /** RSA-OAEP-256 under the service's public key: before sign-in, and to send a new session key. */
  service: { byte: 1, name: 'rsa' },
  /** AES key wrap under the session key: every signed-in call. */
  session: { byte: 2, name: 'session' },
} as const;

export type EnvelopeScheme = keyof typeof envelopeSchemes;

/** How a request's time of sending compares with the service's clock. */
export type EnvelopeFreshness = 'fresh' | 'stale' | 'ahead';

export function envelopeFreshness(sentAtMs: number, nowMs: number): EnvelopeFreshness {
  if (sentAtMs < nowMs - envelopeFormat.maxAgeSeconds * 1000) return 'stale';
  if (sentAtMs > nowMs + envelopeFormat.maxAheadSeconds * 1000) return 'ahead';
  return 'fresh';
}

/** The wire form of an encrypted body, request or answer. */
export type EncryptedBody = { data: string };

/** Anything wrong with an envelope: bad shape, bad base64, wrong key, failed tag check. */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

/** What a request says of itself, in the clear (and bound to the ciphertext by the AAD). */
export interface RequestHeader {
  scheme: EnvelopeScheme;
  sentAtMs: number;
}

/** The 10 header bytes of a request. */
export function encodeRequestHeader({ scheme, sentAtMs }: RequestHeader): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(envelopeFormat.headerBytes);
  const view = new DataView(header.buffer);
  header[0] = envelopeFormat.version;
  header[1] = envelopeSchemes[scheme].byte;
  view.setBigUint64(2, BigInt(Math.floor(sentAtMs)));
  return header;
}

/** Reads the 10 header bytes at the start of `bytes`; an EnvelopeError for anything unknown. */
export function decodeRequestHeader(bytes: Uint8Array): RequestHeader {
  if (bytes.length < envelopeFormat.headerBytes) throw new EnvelopeError('no header');
  if (bytes[0] !== envelopeFormat.version) throw new EnvelopeError('unknown envelope version');
  const scheme = (Object.keys(envelopeSchemes) as EnvelopeScheme[]).find(
    (name) => envelopeSchemes[name].byte === bytes[1],
  );
  if (!scheme) throw new EnvelopeError('unknown key scheme');
  const sentAt = new DataView(bytes.buffer, bytes.byteOffset, 10).getBigUint64(2);
  if (sentAt > BigInt(Number.MAX_SAFE_INTEGER)) throw new EnvelopeError('time out of range');
  return { scheme, sentAtMs: Number(sentAt) };
}

const encoder = new TextEncoder();
// fatal: a body that decrypts to invalid UTF-8 is refused, not patched with U+FFFD.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The additional data of a request: binds it to its scheme, method, path and time of sending. */
export function requestAad(header: RequestHeader, method: string, urlPath: string): string {
  return `portal-envelope/2 request ${envelopeSchemes[header.scheme].name} ${method} ${urlPath} ${Math.floor(header.sentAtMs)}`;
}

/** The additional data of an answer: binds it to the request it answers. */
export function answerAad(method: string, urlPath: string, sentAtMs: number): string {
  return `portal-envelope/2 answer ${method} ${urlPath} ${Math.floor(sentAtMs)}`;
}

/** True for exactly `{ "data": "<string>" }`: the only shape an encrypted body may have. */
export function isEncryptedBody(value: unknown): value is EncryptedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 1 && keys[0] === 'data' && typeof (value as EncryptedBody).data === 'string'
  );
}

/** The two base64 parts of a request's `data`; an EnvelopeError unless there are exactly two. */
export function splitRequestData(data: string): { sealed: string; wrapped: string } {
  const parts = data.split(envelopeFormat.delimiter);
  const [sealed, wrapped] = parts;
  if (parts.length !== 2 || !sealed || !wrapped) throw new EnvelopeError('malformed envelope');
  return { sealed, wrapped };
}

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const aesGcm = { name: 'AES-GCM', length: 256 } as const;
const aesKw = { name: 'AES-KW', length: 256 } as const;

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) {
    throw new EnvelopeError(
      'WebCrypto is not available: the page must be served over https or from localhost',
    );
  }
  return api;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

async function gcmEncrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  plaintext: string,
  aad: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(aad) },
      key,
      encoder.encode(plaintext),
    ),
  );
}

async function gcmDecrypt(
  key: CryptoKey,
  ivAndSealed: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<string> {
  if (ivAndSealed.length < envelopeFormat.ivBytes + envelopeFormat.tagBytes) {
    throw new EnvelopeError('sealed part too short');
  }
  const plain = await subtle().decrypt(
    {
      name: 'AES-GCM',
      iv: ivAndSealed.subarray(0, envelopeFormat.ivBytes),
      additionalData: encoder.encode(aad),
    },
    key,
    ivAndSealed.subarray(envelopeFormat.ivBytes),
  );
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
    subtle().importKey('jwk', { ...jwk, key_ops: ['encrypt'] }, rsaOaep, false, ['encrypt']),
  );
}

/** A session key's raw 32 bytes, ready to wrap one-time keys (non-extractable). */
export function importSessionKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return asEnvelopeError('unusable session key', async () => {
    if (raw.length !== envelopeFormat.keyBytes) throw new EnvelopeError('session key size');
    return subtle().importKey('raw', raw, aesKw, false, ['wrapKey', 'unwrapKey']);
  });
}

/** How a request's one-time key travels. */
export type RequestWrapping =
  /** Under the service's RSA key; `offerSessionKey` adds a new session key (sign-in, refresh). */
  | { scheme: 'service'; publicKey: CryptoKey; offerSessionKey?: boolean }
  /** Under the session key: a signed-in call. */
  | { scheme: 'session'; sessionKey: CryptoKey };

export interface SealedRequest {
  body: EncryptedBody;
  /** Opens the answer; never reused for another request. */
  key: CryptoKey;
  sentAtMs: number;
  /** The new session key this request offered, raw: keep it if the answer carries a new token. */
  offeredSessionKey: Uint8Array<ArrayBuffer> | null;
}

/**
 * Fixed randomness, for the test vectors only: the one-time key, the IV and the offered session
 * key. Leave it out everywhere else.
 */
export interface FixedRandomness {
  oneTimeKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  sessionKey?: Uint8Array<ArrayBuffer>;
}

/**
 * Encrypts one request body under a fresh one-time key, stamped with the time of sending in the
 * service's clock (`sentAtMs`; Date.now() when the clocks agree).
 */
export async function sealRequest(
  wrapping: RequestWrapping,
  plaintext: string,
  target: { method: string; urlPath: string },
  sentAtMs: number = Date.now(),
  fixed?: FixedRandomness,
): Promise<SealedRequest> {
  const rawKey = fixed?.oneTimeKey ?? randomBytes(envelopeFormat.keyBytes);
  const key = await subtle().importKey('raw', rawKey, aesGcm, true, ['encrypt', 'decrypt']);
  const header = { scheme: wrapping.scheme, sentAtMs: Math.floor(sentAtMs) };
  const iv = fixed?.iv ?? randomBytes(envelopeFormat.ivBytes);
  const sealed = await gcmEncrypt(
    key,
    iv,
    plaintext,
    requestAad(header, target.method, target.urlPath),
  );
  let wrapped: Uint8Array;
  let offeredSessionKey: Uint8Array<ArrayBuffer> | null = null;
  if (wrapping.scheme === 'session') {
    wrapped = new Uint8Array(await subtle().wrapKey('raw', key, wrapping.sessionKey, 'AES-KW'));
  } else {
    if (wrapping.offerSessionKey) {
      offeredSessionKey = fixed?.sessionKey ?? randomBytes(envelopeFormat.keyBytes);
    }
    const keyPart = offeredSessionKey ? concat(rawKey, offeredSessionKey) : rawKey;
    wrapped = new Uint8Array(await subtle().encrypt(rsaOaep, wrapping.publicKey, keyPart));
  }
  const first = bytesToBase64(concat(encodeRequestHeader(header), iv, sealed));
  return {
    body: { data: `${first}${envelopeFormat.delimiter}${bytesToBase64(wrapped)}` },
    key,
    sentAtMs: header.sentAtMs,
    offeredSessionKey,
  };
}

/** Decrypts an answer with the request's one-time key; throws EnvelopeError when it was tampered. */
export function openAnswer(
  request: Pick<SealedRequest, 'key' | 'sentAtMs'>,
  body: unknown,
  target: { method: string; urlPath: string },
): Promise<string> {
  return asEnvelopeError('unreadable encrypted answer', async () => {
    if (!isEncryptedBody(body)) throw new EnvelopeError('answer is not an encrypted body');
    return gcmDecrypt(
      request.key,
      base64ToBytes(body.data),
      answerAad(target.method, target.urlPath, request.sentAtMs),
    );
  });
}

// --- service side (the reference; the service itself runs envelope-node-crypto.ts) --------------

/** A new RSA-OAEP-256 key pair for the service; extractable so it can be stored (as JWK). */
export function generateEnvelopeKeyPair(): Promise<CryptoKeyPair> {
  return subtle().generateKey(
    {
      ...rsaOaep,
      modulusLength: envelopeFormat.rsaModulusBits,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['encrypt', 'decrypt'],
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

/** The stored private half, non-extractable once loaded: it can decrypt key parts only. */
export function importEnvelopePrivateKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return subtle().importKey('jwk', { ...jwk, key_ops: ['decrypt'] }, rsaOaep, false, ['decrypt']);
}

export interface OpenedRequest {
  plaintext: string;
  header: RequestHeader;
  /** The one-time key: the answer is sealed with it. */
  key: CryptoKey;
  /** The new session key an RSA-wrapped key part carried, raw; null when it carried none. */
  offeredSessionKey: Uint8Array<ArrayBuffer> | null;
}

/**
 * Opens a request envelope sent with `method` to `urlPath`: the one-time key is unwrapped with
 * the service's private key (scheme 1) or the first of `sessionKeys` that opens it (scheme 2).
 * The caller judges the time of sending. Every failure is an EnvelopeError.
 */
export function openRequest(
  keys: { privateKey?: CryptoKey; sessionKeys?: CryptoKey[] },
  body: EncryptedBody,
  target: { method: string; urlPath: string },
): Promise<OpenedRequest> {
  return asEnvelopeError('unreadable encrypted request', async () => {
    const parts = splitRequestData(body.data);
    const first = base64ToBytes(parts.sealed);
    const header = decodeRequestHeader(first);
    const wrapped = base64ToBytes(parts.wrapped);
    let rawKey: Uint8Array<ArrayBuffer> | undefined;
    let offeredSessionKey: Uint8Array<ArrayBuffer> | null = null;
    if (header.scheme === 'service') {
      if (!keys.privateKey) throw new EnvelopeError('no service key');
      const keyPart = new Uint8Array(await subtle().decrypt(rsaOaep, keys.privateKey, wrapped));
      if (keyPart.length === envelopeFormat.keyBytes * 2) {
        offeredSessionKey = keyPart.slice(envelopeFormat.keyBytes);
      } else if (keyPart.length !== envelopeFormat.keyBytes) {
        throw new EnvelopeError('key part of the wrong size');
      }
      rawKey = keyPart.slice(0, envelopeFormat.keyBytes);
    } else {
      for (const sessionKey of keys.sessionKeys ?? []) {
        try {
          const unwrapped = await subtle().unwrapKey(
            'raw',
            wrapped,
            sessionKey,
            'AES-KW',
            aesGcm,
            true,
            ['encrypt', 'decrypt'],
          );
          rawKey = new Uint8Array(await subtle().exportKey('raw', unwrapped));
          break;
        } catch {
          // RFC 3394's integrity check failed: not this session key.
        }
      }
      if (!rawKey) throw new EnvelopeError('no session key opens the envelope');
    }
    const key = await subtle().importKey('raw', rawKey, aesGcm, false, ['encrypt', 'decrypt']);
    const plaintext = await gcmDecrypt(
      key,
      first.slice(envelopeFormat.headerBytes),
      requestAad(header, target.method, target.urlPath),
    );
    return { plaintext, header, key, offeredSessionKey };
  });
}

/** Seals an answer with the request's one-time key and a new IV (or a fixed one, for vectors). */
export async function sealAnswer(
  key: CryptoKey,
  plaintext: string,
  target: { method: string; urlPath: string; sentAtMs: number },
  fixedIv?: Uint8Array<ArrayBuffer>,
): Promise<EncryptedBody> {
  const iv = fixedIv ?? randomBytes(envelopeFormat.ivBytes);
  const sealed = await gcmEncrypt(
    key,
    iv,
    plaintext,
    answerAad(target.method, target.urlPath, target.sentAtMs),
  );
  return { data: bytesToBase64(concat(iv, sealed)) };
}
