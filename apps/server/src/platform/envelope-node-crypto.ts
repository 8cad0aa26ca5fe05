import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import {
  type EncryptedBody,
  EnvelopeError,
  envelopeAad,
  envelopeFormat,
  readStampedRequestBody,
} from '@portal/api/envelope';

/**
 * The service's half of the encryption envelope (spec section 7; the format is defined, and the
 * client's half implemented, in @portal/api's crypto module). Same wire format, same algorithms,
 * same checks; only the machinery differs, because the envelope is on every call's hot path:
 *
 * - The one-time key is unwrapped with WebCrypto's RSA-OAEP `decrypt`, which runs in libuv's
 *   thread pool, so the RSA private-key operation (most of an encrypted call's CPU) runs beside
 *   the event loop, on another core when there is one. `unwrapKey` does the same operation but,
 *   as the WebCrypto spec has it, first tries RSA-OAEP as a key-wrapping algorithm, fails, and
 *   falls back to `decrypt`: a DOMException with a stack trace on every call.
 * - AES-256-GCM runs on node:crypto, synchronously: for a body of a few hundred bytes that takes a
 *   few microseconds, while a WebCrypto call costs a thread-pool round trip (two context switches
 *   and a promise) each way.
 * - base64 goes through Buffer rather than atob/btoa, after the same strict check of the
 *   alphabet and padding as @portal/api's base64.ts, so exactly the same bodies are refused.
 *
 * Measured with tests/bench: see tests/bench/README.md.
 */

const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const aesKeyBytes = 32;

/** Standard base64 with padding only (as @portal/api's base64ToBytes accepts). */
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function strictBase64(text: string): Buffer<ArrayBuffer> {
  if (!base64Pattern.test(text)) throw new EnvelopeError('not standard base64');
  // Buffer.from(string) is backed by an ArrayBuffer (its pool or its own), never a shared one.
  return Buffer.from(text, 'base64') as Buffer<ArrayBuffer>;
}

/**
 * The stored private half (a JWK), non-extractable once loaded. Its only use is RSA-OAEP-256
 * decryption of the 32 bytes of a request's one-time key: the operation unwrapKey performs.
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

/** What an opened request envelope holds. */
export interface OpenedRequestEnvelope {
  plaintext: string;
  /** The time of sending it was stamped with, in milliseconds since 1970 (the service's clock). */
  sentAtMs: number;
  /** The one-time key: the answer is sealed with it. */
  key: KeyObject;
  /** SHA-256 of the one-time key, hex: names this envelope, whatever its encoding, for replays. */
  fingerprint: string;
}

/**
 * Opens a request envelope sent to `urlPath`: unwraps the one-time key with the service's private
 * key, decrypts the body and reads its time of sending (the caller judges its freshness). Every
 * failure is an EnvelopeError (the service answers 400).
 */
export async function openRequestEnvelope(
  privateKey: CryptoKey,
  body: EncryptedBody,
  urlPath: string,
): Promise<OpenedRequestEnvelope> {
  const parts = body.data.split(envelopeFormat.delimiter);
  const [sealed, wrapped] = parts;
  if (parts.length !== 2 || !sealed || !wrapped) throw new EnvelopeError('malformed envelope');
  const sealedBytes = strictBase64(sealed);
  if (sealedBytes.length < envelopeFormat.ivBytes + envelopeFormat.tagBytes) {
    throw new EnvelopeError('sealed part too short');
  }
  let rawKey: Uint8Array;
  try {
    rawKey = new Uint8Array(
      await globalThis.crypto.subtle.decrypt(rsaOaep, privateKey, strictBase64(wrapped)),
    );
  } catch (error) {
    throw new EnvelopeError('unreadable wrapped key', { cause: error });
  }
  // The format's one-time key is AES-256; a key of another size is refused (unwrapKey used to
  // take a 128- or 192-bit key as well, which no client of ours sends).
  if (rawKey.length !== aesKeyBytes) throw new EnvelopeError('wrapped key of the wrong size');
  const key = createSecretKey(rawKey);
  // The key, not the text that carried it: base64 admits several spellings of the same bytes.
  const fingerprint = createHash('sha256').update(rawKey).digest('hex');
  rawKey.fill(0);
  const stamped = readStampedRequestBody(
    decryptPart(key, sealedBytes, envelopeAad('request', urlPath)),
  );
  return { plaintext: stamped.body, sentAtMs: stamped.sentAtMs, key, fingerprint };
}

/** Seals an answer with the request's one-time key and a new IV. */
export function sealAnswerEnvelope(
  key: KeyObject,
  plaintext: string,
  urlPath: string,
): EncryptedBody {
  const iv = randomBytes(envelopeFormat.ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: envelopeFormat.tagBytes });
  cipher.setAAD(envelopeAad('answer', urlPath));
  const data = Buffer.concat([
    iv,
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return { data: data.toString('base64') };
}

// fatal: a body that decrypts to invalid UTF-8 is refused, not patched with U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function decryptPart(key: KeyObject, joined: Buffer, aad: Uint8Array): string {
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
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    // final() checks the tag: nothing is returned from a tampered body.
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    return utf8.decode(plain);
  } catch (error) {
    throw new EnvelopeError('unreadable encrypted request', { cause: error });
  }
}
