import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hash,
  type KeyObject,
  randomFillSync,
} from 'node:crypto';
import {
  answerAad,
  decodeRequestHeader,
  type EncryptedBody,
  EnvelopeError,
  envelopeFormat,
  type RequestHeader,
  requestAad,
  splitRequestData,
} from '@portal/api/envelope';

/**
 * The service's half of the encryption envelope, version 2 (@portal/api docs/envelope-v2.md; the
 * format is defined, and the client's half implemented, in @portal/api's crypto module). Same wire
 * format, same algorithms, same checks, the same committed test vectors; only the machinery
 * differs, because the envelope is on every call's hot path:
 *
 * - The RSA key part (sign-in and other visitor calls, token refresh) is decrypted with
 *   WebCrypto's RSA-OAEP `decrypt`, which runs in libuv's thread pool, beside the event loop.
 * - A signed-in call's key part is AES key wrap (RFC 3394, node:crypto `id-aes256-wrap`) under the
 *   session key: microseconds, synchronous, no RSA at all.
 * - AES-256-GCM runs on node:crypto, synchronously: for a body of a few hundred bytes that takes a
 *   few microseconds, while a WebCrypto call costs a thread-pool round trip each way.
 * - base64 goes through Buffer rather than atob/btoa, with the same strict check as
 *   @portal/api's base64.ts (standard alphabet, padding, canonical), so exactly the same bodies
 *   are refused.
 * - Every node:crypto cipher object costs a few microseconds to set up whatever it does, and a
 *   signed-in call needs three (the key unwrap, the request's GCM, the answer's GCM): nothing
 *   else is added on that path (no hash, no extra copy; see tests/bench/README.md).
 *
 * Measured with tests/bench: see tests/bench/README.md.
 */

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
/** RFC 3394 section 2.2.3.1: the default initial value of AES key wrap. */
const keyWrapIv = Buffer.from('a6a6a6a6a6a6a6a6', 'hex');

/**
 * Standard, padded, canonical base64 only (RFC 4648 sections 4 and 3.5), as @portal/api's
 * base64ToBytes accepts. Buffer's decoder is lenient (it skips characters outside the alphabet,
 * takes the URL-safe one, does without padding and ignores stray bits), but its encoder writes
 * exactly the one canonical, padded, standard spelling of the bytes: so a text is accepted if and
 * only if it is what the decoded bytes encode back to. Every changed character is refused.
 */
export function strictBase64(text: string): Buffer<ArrayBuffer> {
  // Buffer.from(string) is backed by an ArrayBuffer (its pool or its own), never a shared one.
  const bytes = Buffer.from(text, 'base64') as Buffer<ArrayBuffer>;
  if (bytes.toString('base64') !== text) throw new EnvelopeError('not canonical standard base64');
  return bytes;
}

/**
 * The stored private half (a JWK), non-extractable once loaded. Its only use is RSA-OAEP-256
 * decryption of a request's key part.
 */
export function importEnvelopeDecryptionKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey(
    'jwk',
    { ...jwk, key_ops: ['decrypt'] },
    rsaOaep,
    false,
    ['decrypt'],
  );
}

/** AES key wrap (RFC 3394) of a 32-byte key under a 32-byte key: 40 bytes. */
export function wrapKey(wrappingKey: KeyObject | Buffer, key: Uint8Array): Buffer {
  const cipher = createCipheriv('id-aes256-wrap', wrappingKey, keyWrapIv);
  return Buffer.concat([cipher.update(key), cipher.final()]);
}

/** The reverse of wrapKey; undefined when RFC 3394's integrity check fails (another key). */
export function unwrapKey(
  wrappingKey: KeyObject | Buffer,
  wrapped: Uint8Array,
): Buffer | undefined {
  if (wrapped.length !== envelopeFormat.sessionWrappedBytes) return undefined;
  try {
    const decipher = createDecipheriv('id-aes256-wrap', wrappingKey, keyWrapIv);
    // The whole key comes out of update(); final() only confirms RFC 3394's integrity check.
    const key = decipher.update(wrapped);
    decipher.final();
    return key;
  } catch {
    return undefined;
  }
}

/** A request envelope read as far as it can be without a key: its header and its two parts. */
export interface ParsedRequestEnvelope {
  header: RequestHeader;
  /** IV ‖ ciphertext ‖ tag. */
  sealed: Buffer<ArrayBuffer>;
  wrapped: Buffer<ArrayBuffer>;
}

/**
 * Reads a request envelope's header and parts: cheap, so a stale or malformed envelope is refused
 * before any key is used. An EnvelopeError for anything malformed.
 */
export function parseRequestEnvelope(body: EncryptedBody): ParsedRequestEnvelope {
  const parts = splitRequestData(body.data);
  const first = strictBase64(parts.sealed);
  const header = decodeRequestHeader(first);
  const sealed = first.subarray(envelopeFormat.headerBytes);
  if (sealed.length < envelopeFormat.ivBytes + envelopeFormat.tagBytes) {
    throw new EnvelopeError('sealed part too short');
  }
  return { header, sealed, wrapped: strictBase64(parts.wrapped) };
}

/** The one-time key of a request, and what else its key part carried. */
export interface UnwrappedKeys {
  key: KeyObject;
  /**
   * SHA-256 of the one-time key, hex: names this envelope, whatever its encoding, for replays.
   * Only an RSA key part has one: signed-in calls are not recorded against replays (their bearer
   * token stands beside the envelope), so they are spared the hash.
   */
  fingerprint: string | null;
  /** The new session key an RSA key part carried (sign-in, refresh), raw; null otherwise. */
  offeredSessionKey: Buffer | null;
}

/**
 * Scheme 1: decrypts the RSA key part with the service's private key. It holds the one-time key
 * (32 bytes), or the one-time key and a new session key (64 bytes).
 */
export async function unwrapWithServiceKey(
  privateKey: CryptoKey,
  wrapped: Buffer<ArrayBuffer>,
): Promise<UnwrappedKeys> {
  let keyPart: Buffer;
  try {
    keyPart = Buffer.from(await globalThis.crypto.subtle.decrypt(rsaOaep, privateKey, wrapped));
  } catch (error) {
    throw new EnvelopeError('unreadable wrapped key', { cause: error });
  }
  const size = envelopeFormat.keyBytes;
  if (keyPart.length !== size && keyPart.length !== size * 2) {
    throw new EnvelopeError('key part of the wrong size');
  }
  const offered = keyPart.length === size * 2 ? Buffer.from(keyPart.subarray(size)) : null;
  const rawKey = keyPart.subarray(0, size);
  const result = {
    key: createSecretKey(rawKey),
    // The key, not the text that carried it: base64 admits several spellings of the same bytes.
    fingerprint: hash('sha256', rawKey),
    offeredSessionKey: offered,
  };
  keyPart.fill(0);
  return result;
}

/** Scheme 2: unwraps the one-time key with the first of the session's keys that opens it. */
export function unwrapWithSessionKeys(
  sessionKeys: readonly KeyObject[],
  wrapped: Buffer,
): UnwrappedKeys {
  for (const sessionKey of sessionKeys) {
    const rawKey = unwrapKey(sessionKey, wrapped);
    if (rawKey) {
      const key = createSecretKey(rawKey);
      rawKey.fill(0);
      return { key, fingerprint: null, offeredSessionKey: null };
    }
  }
  throw new EnvelopeError('no session key opens the envelope');
}

// fatal: a body that decrypts to invalid UTF-8 is refused, not patched with U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decrypts a request's body with its one-time key; the AAD binds method, path and time. */
export function decryptRequest(
  parsed: ParsedRequestEnvelope,
  key: KeyObject,
  target: { method: string; urlPath: string },
): string {
  const joined = parsed.sealed;
  const iv = joined.subarray(0, envelopeFormat.ivBytes);
  const tag = joined.subarray(joined.length - envelopeFormat.tagBytes);
  const ciphertext = joined.subarray(
    envelopeFormat.ivBytes,
    joined.length - envelopeFormat.tagBytes,
  );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, {
      authTagLength: envelopeFormat.tagBytes,
    });
    decipher.setAAD(Buffer.from(requestAad(parsed.header, target.method, target.urlPath)));
    decipher.setAuthTag(tag);
    const plain = decipher.update(ciphertext);
    // final() checks the tag (and adds no bytes in GCM): nothing is returned from a tampered body.
    decipher.final();
    return utf8.decode(plain);
  } catch (error) {
    throw new EnvelopeError('unreadable encrypted request', { cause: error });
  }
}

/**
 * Random IVs for answers, drawn from a pool refilled 4 KiB at a time. Each call into OpenSSL's
 * random generator costs about 5 µs whatever its size (node:crypto's randomUUID keeps a pool of
 * random bytes for the same reason), and a signed-in call's whole envelope costs about 30. An IV
 * is public (it travels in the clear beside the ciphertext) and each is handed out once, so a pool
 * gives away nothing that asking for 12 bytes each time would not.
 */
const ivPool = Buffer.alloc(envelopeFormat.ivBytes * 341);
let ivPoolOffset = ivPool.length;

/** Twelve fresh random bytes; the view is valid until the next call that empties the pool. */
function freshIv(): Buffer {
  if (ivPoolOffset + envelopeFormat.ivBytes > ivPool.length) {
    randomFillSync(ivPool);
    ivPoolOffset = 0;
  }
  const iv = ivPool.subarray(ivPoolOffset, ivPoolOffset + envelopeFormat.ivBytes);
  ivPoolOffset += envelopeFormat.ivBytes;
  return iv;
}

/** Seals an answer with the request's one-time key and a new IV (a fixed one for the vectors). */
export function sealAnswerEnvelope(
  key: KeyObject,
  plaintext: string,
  target: { method: string; urlPath: string; sentAtMs: number },
  fixedIv?: Buffer,
): EncryptedBody {
  // Used (copied into the cipher and the answer) before anything else can take from the pool.
  const iv = fixedIv ?? freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: envelopeFormat.tagBytes });
  cipher.setAAD(Buffer.from(answerAad(target.method, target.urlPath, target.sentAtMs)));
  const ciphertext = cipher.update(plaintext, 'utf8');
  cipher.final(); // GCM adds no bytes at the end; final() computes the tag.
  const data = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]);
  return { data: data.toString('base64') };
}
