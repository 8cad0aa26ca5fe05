import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import {
  EnvelopeError,
  envelopeAad,
  envelopeFormat,
  envelopeFreshness,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  readStampedRequestBody,
  sealAnswer,
  sealRequest,
  stampRequestBody,
} from './envelope-crypto.js';

const path = '/api/v1/ep/fetchUserBankDetails';
let service: CryptoKeyPair;
let clientKey: CryptoKey;

beforeAll(async () => {
  service = await generateEnvelopeKeyPair();
  clientKey = await importEnvelopePublicKey(await exportEnvelopePublicJwk(service.publicKey));
});

/** Changes one base64 character of a part, keeping it valid base64. */
function flipCharacter(text: string, index: number) {
  return `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
}

describe('the encryption envelope', () => {
  it('round-trips a request and its answer', async () => {
    const body = JSON.stringify({ strMember_Id: '7100000001', dtEffDate: null, note: 'é ✓' });
    const sealed = await sealRequest(clientKey, body, path);
    expect(isEncryptedBody(sealed.body)).toBe(true);

    const opened = await openRequest(service.privateKey, sealed.body, path);
    expect(opened.plaintext).toBe(body);

    const answer = await sealAnswer(opened.key, '{"returnCode":200}', path);
    await expect(openAnswer(sealed.key, answer, path)).resolves.toBe('{"returnCode":200}');
  });

  it('has the documented wire format: base64(IV ‖ C ‖ tag) ":" base64(RSA-wrapped key)', async () => {
    const sentAt = Date.UTC(2026, 10, 24, 9, 30);
    const sealed = await sealRequest(clientKey, '{}', path, sentAt);
    const [first, wrapped, ...rest] = sealed.body.data.split(':');
    expect(rest).toEqual([]);
    // 12-byte IV + ciphertext of "1795512600000\n{}" (13 digits, a line feed, 2 bytes) + 16-byte tag.
    expect(base64ToBytes(first ?? '')).toHaveLength(envelopeFormat.ivBytes + 16 + 16);
    const opened = await openRequest(service.privateKey, sealed.body, path);
    expect(opened).toMatchObject({ plaintext: '{}', sentAtMs: sentAt });
    expect(base64ToBytes(wrapped ?? '')).toHaveLength(envelopeFormat.rsaModulusBits / 8);
  });

  it('stamps the time of sending inside the sealed part, in whole milliseconds', () => {
    expect(stampRequestBody('{"a":1}', 1795512600000.7)).toBe('1795512600000\n{"a":1}');
    expect(readStampedRequestBody('1795512600000\n{"a":\n1}')).toEqual({
      sentAtMs: 1795512600000,
      body: '{"a":\n1}',
    });
    for (const stamped of [
      '{"a":1}',
      '\n{}',
      '-5\n{}',
      '1.5\n{}',
      ' 17\n{}',
      '1234567890123456\n{}',
    ]) {
      expect(() => readStampedRequestBody(stamped)).toThrow(EnvelopeError);
    }
  });

  it('judges a time of sending fresh from five minutes back to one minute ahead', () => {
    const now = Date.UTC(2026, 10, 24, 9, 30);
    expect(envelopeFreshness(now, now)).toBe('fresh');
    expect(envelopeFreshness(now - 300_000, now)).toBe('fresh');
    expect(envelopeFreshness(now - 300_001, now)).toBe('stale');
    expect(envelopeFreshness(now + 60_000, now)).toBe('fresh');
    expect(envelopeFreshness(now + 60_001, now)).toBe('ahead');
  });

  it('refuses a request sealed without a time of sending, as the first version sealed it', async () => {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(envelopeFormat.ivBytes));
    const aad = envelopeAad('request', path);
    const body = new TextEncoder().encode('{}');
    const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, body);
    const wrapped = await subtle.wrapKey('raw', key, clientKey, { name: 'RSA-OAEP' });
    const data = `${bytesToBase64(new Uint8Array([...iv, ...new Uint8Array(sealed)]))}:${bytesToBase64(new Uint8Array(wrapped))}`;
    await expect(openRequest(service.privateKey, { data }, path)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('uses a fresh key and IV for every request', async () => {
    const one = await sealRequest(clientKey, '{}', path);
    const two = await sealRequest(clientKey, '{}', path);
    const [ivOne, keyOne] = one.body.data.split(':');
    const [ivTwo, keyTwo] = two.body.data.split(':');
    expect(ivOne).not.toBe(ivTwo);
    expect(keyOne).not.toBe(keyTwo);
  });

  it('refuses an altered ciphertext, tag or wrapped key', async () => {
    const sealed = await sealRequest(clientKey, '{"a":1}', path);
    const [first = '', wrapped = ''] = sealed.body.data.split(':');
    for (const data of [
      `${flipCharacter(first, 20)}:${wrapped}`,
      `${flipCharacter(first, first.length - 4)}:${wrapped}`,
      `${first}:${flipCharacter(wrapped, 10)}`,
    ]) {
      await expect(openRequest(service.privateKey, { data }, path)).rejects.toBeInstanceOf(
        EnvelopeError,
      );
    }
  });

  it('binds a request to its path, and an answer to the answer direction', async () => {
    const sealed = await sealRequest(clientKey, '{}', path);
    await expect(
      openRequest(service.privateKey, sealed.body, '/api/v1/ep/updateUserBankDetails'),
    ).rejects.toBeInstanceOf(EnvelopeError);

    const opened = await openRequest(service.privateKey, sealed.body, path);
    const answer = await sealAnswer(opened.key, '{}', path);
    const [iv] = sealed.body.data.split(':');
    // A request half cannot pass as an answer.
    await expect(openAnswer(sealed.key, { data: iv }, path)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(openAnswer(sealed.key, answer, '/api/v1/ep/other')).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('refuses malformed envelopes with EnvelopeError, never anything else', async () => {
    const sealed = await sealRequest(clientKey, '{}', path);
    const [first = '', wrapped = ''] = sealed.body.data.split(':');
    for (const data of [
      '',
      'no-delimiter',
      `${first}:${wrapped}:extra`,
      `:${wrapped}`,
      `${first}:`,
      `${first}:not base64!`,
      `${first}:${wrapped.slice(0, -4)}`,
      `AAAA:${wrapped}`,
      `${first.slice(0, -1)}:${wrapped}`,
    ]) {
      await expect(openRequest(service.privateKey, { data }, path)).rejects.toBeInstanceOf(
        EnvelopeError,
      );
    }
    await expect(openAnswer(sealed.key, { data: 'x', more: 1 }, path)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('refuses an envelope made for another key pair', async () => {
    const other = await generateEnvelopeKeyPair();
    const otherPublic = await importEnvelopePublicKey(
      await exportEnvelopePublicJwk(other.publicKey),
    );
    const sealed = await sealRequest(otherPublic, '{}', path);
    await expect(openRequest(service.privateKey, sealed.body, path)).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('stores and reloads the private key as a JWK that can only unwrap', async () => {
    const reloaded = await importEnvelopePrivateKey(
      await exportEnvelopePrivateJwk(service.privateKey),
    );
    expect(reloaded.extractable).toBe(false);
    expect(reloaded.usages).toEqual(['unwrapKey']);
    const sealed = await sealRequest(clientKey, '{"b":2}', path);
    await expect(openRequest(reloaded, sealed.body, path)).resolves.toMatchObject({
      plaintext: '{"b":2}',
    });
  });

  it('publishes only the public parts of the key', async () => {
    const jwk = await exportEnvelopePublicJwk(service.publicKey);
    expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kty', 'n', 'use']);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
  });

  it('recognises exactly the { data: string } shape', () => {
    expect(isEncryptedBody({ data: 'x' })).toBe(true);
    for (const value of [null, 'x', [], {}, { data: 1 }, { data: 'x', extra: 1 }, ['data']]) {
      expect(isEncryptedBody(value)).toBe(false);
    }
  });
});

describe('base64', () => {
  it('round-trips bytes and refuses non-standard text', () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    for (const text of ['abc', 'ab-_', 'ab==cd==', 'a===']) {
      expect(() => base64ToBytes(text)).toThrow(TypeError);
    }
  });
});
