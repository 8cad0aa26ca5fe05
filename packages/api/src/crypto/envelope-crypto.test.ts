import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import {
  EnvelopeError,
  envelopeFormat,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
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
    const sealed = await sealRequest(clientKey, '{}', path);
    const [first, wrapped, ...rest] = sealed.body.data.split(':');
    expect(rest).toEqual([]);
    // 12-byte IV + 2 bytes of ciphertext + 16-byte tag.
    expect(base64ToBytes(first ?? '')).toHaveLength(envelopeFormat.ivBytes + 2 + 16);
    expect(base64ToBytes(wrapped ?? '')).toHaveLength(envelopeFormat.rsaModulusBits / 8);
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
