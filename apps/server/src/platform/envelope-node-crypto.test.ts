import { createSecretKey, type KeyObject } from 'node:crypto';
import {
  EnvelopeError,
  encodeRequestHeader,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePublicKey,
  importSessionKey,
  openAnswer,
  requestAad,
  sealRequest,
} from '@portal/api/envelope';
import { beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../../../packages/api/docs/envelope-v2-vectors.json' with { type: 'json' };
import {
  decryptRequest,
  importEnvelopeDecryptionKey,
  parseRequestEnvelope,
  sealAnswerEnvelope,
  unwrapKey,
  unwrapWithServiceKey,
  unwrapWithSessionKeys,
  wrapKey,
} from './envelope-node-crypto.js';

/**
 * The service's half of the envelope, version 2 (node:crypto) against the committed test vectors
 * that the client's half (@portal/api, WebCrypto) passes too, and against that half itself: the
 * same wire format both ways, and the same bodies refused.
 */

const b64 = (text: string) => Buffer.from(text, 'base64');
const bank = { method: 'POST', urlPath: '/api/v1/ep/fetchUserBankDetails' };
let vectorServiceKey: CryptoKey;
let sessionKey: KeyObject;
let nextSessionKey: KeyObject;
let service: CryptoKeyPair;
let serviceKey: CryptoKey;
let clientKey: CryptoKey;

beforeAll(async () => {
  vectorServiceKey = await importEnvelopeDecryptionKey(vectors.serviceKey.private);
  sessionKey = createSecretKey(b64(vectors.sessionKey));
  nextSessionKey = createSecretKey(b64(vectors.nextSessionKey));
  service = await generateEnvelopeKeyPair();
  serviceKey = await importEnvelopeDecryptionKey(
    await exportEnvelopePrivateJwk(service.privateKey),
  );
  clientKey = await importEnvelopePublicKey(await exportEnvelopePublicJwk(service.publicKey));
});

/** Opens a request as the service does: parse, unwrap, decrypt. */
async function open(
  data: string,
  target: { method: string; urlPath: string },
  keys: { privateKey?: CryptoKey; sessionKeys?: KeyObject[] },
) {
  const parsed = parseRequestEnvelope({ data });
  const unwrapped =
    parsed.header.scheme === 'session'
      ? unwrapWithSessionKeys(keys.sessionKeys ?? [], parsed.wrapped)
      : await unwrapWithServiceKey(keys.privateKey ?? serviceKey, parsed.wrapped);
  return { parsed, unwrapped, plaintext: decryptRequest(parsed, unwrapped.key, target) };
}

function flipCharacter(text: string, index: number) {
  return `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
}

describe('the shared test vectors (envelope-v2-vectors.json)', () => {
  it.each(vectors.exchanges)('opens and answers: $name', async (vector) => {
    const { parsed, unwrapped, plaintext } = await open(vector.request, vector, {
      privateKey: vectorServiceKey,
      sessionKeys: [sessionKey],
    });
    expect(plaintext).toBe(vector.plaintext);
    expect(parsed.header).toEqual({ scheme: vector.scheme, sentAtMs: vector.sentAtMs });
    expect(unwrapped.offeredSessionKey?.toString('base64') ?? null).toBe(vector.offeredSessionKey);
    const answer = sealAnswerEnvelope(
      unwrapped.key,
      vector.answer.plaintext,
      { ...vector, sentAtMs: vector.sentAtMs },
      b64(vector.answer.iv),
    );
    expect(answer.data).toBe(vector.answer.data);
  });

  it('wraps the signed-in vector’s one-time key exactly as the client did', () => {
    const signedIn = vectors.exchanges.find((vector) => vector.scheme === 'session');
    const wrapped = wrapKey(sessionKey, b64(signedIn?.oneTimeKey ?? ''));
    expect(`${signedIn?.request}`.endsWith(`:${wrapped.toString('base64')}`)).toBe(true);
  });

  it('wraps keys with id-aes256-wrap as RFC 3394 section 4.6 does', () => {
    const { kek, keyData, wrapped } = vectors.rfc3394;
    expect(wrapKey(b64(kek), b64(keyData)).toString('base64')).toBe(wrapped);
    expect(unwrapKey(b64(kek), b64(wrapped))?.toString('base64')).toBe(keyData);
    expect(unwrapKey(b64(vectors.sessionKey), b64(wrapped))).toBeUndefined();
  });

  const signedIn = vectors.exchanges.find((vector) => vector.scheme === 'session');
  const signIn = vectors.exchanges.find((vector) => vector.offeredSessionKey !== null);
  if (!signedIn || !signIn) throw new Error('vectors lack a signed-in call or a sign-in');

  it.each([
    ['another path', signedIn.request, { ...signedIn, urlPath: '/api/v1/ep/logout' }],
    ['another method', signedIn.request, { ...signedIn, method: 'GET' }],
    ['a tampered ciphertext byte', flipCharacter(signedIn.request, 30), signedIn],
    ['a tampered tag byte', flipCharacter(signedIn.request, 90), signedIn],
    ['a tampered wrapped key', flipCharacter(signedIn.request, 110), signedIn],
    ['a tampered RSA key part', flipCharacter(signIn.request, 200), signIn],
  ])('refuses %s', async (_name, data, target) => {
    await expect(
      open(data, target, { privateKey: vectorServiceKey, sessionKeys: [sessionKey] }),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a time of sending changed in the header (the AAD binds it)', async () => {
    const [first = '', wrapped] = signedIn.request.split(':');
    const bytes = b64(first);
    bytes.set(encodeRequestHeader({ scheme: 'session', sentAtMs: signedIn.sentAtMs - 1 }));
    await expect(
      open(`${bytes.toString('base64')}:${wrapped}`, signedIn, { sessionKeys: [sessionKey] }),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('opens with the current or the replaced session key, and no other', async () => {
    await expect(
      open(signedIn.request, signedIn, { sessionKeys: [nextSessionKey] }),
    ).rejects.toBeInstanceOf(EnvelopeError);
    await expect(
      open(signedIn.request, signedIn, { sessionKeys: [nextSessionKey, sessionKey] }),
    ).resolves.toMatchObject({ plaintext: signedIn.plaintext });
  });
});

describe('the service against the client', () => {
  it('opens what the client seals, and the client opens what it seals', async () => {
    const raw = new Uint8Array(32).fill(9);
    const clientSession = await importSessionKey(raw);
    for (const wrapping of [
      { scheme: 'service' as const, publicKey: clientKey, offerSessionKey: true },
      { scheme: 'session' as const, sessionKey: clientSession },
    ]) {
      const sealed = await sealRequest(wrapping, '{"strMember_Id":"7100000001"}', bank);
      const { parsed, unwrapped, plaintext } = await open(sealed.body.data, bank, {
        sessionKeys: [createSecretKey(raw)],
      });
      expect(plaintext).toBe('{"strMember_Id":"7100000001"}');
      expect(
        unwrapped.offeredSessionKey ? new Uint8Array(unwrapped.offeredSessionKey) : null,
      ).toEqual(sealed.offeredSessionKey);
      const answer = sealAnswerEnvelope(unwrapped.key, '{"returnCode":200}', {
        ...bank,
        sentAtMs: parsed.header.sentAtMs,
      });
      await expect(openAnswer(sealed, answer, bank)).resolves.toBe('{"returnCode":200}');
    }
  });

  it('names an envelope by its one-time key, whatever text carries that key', async () => {
    const sealed = await sealRequest({ scheme: 'service', publicKey: clientKey }, '{}', bank);
    const one = await open(sealed.body.data, bank, {});
    const two = await open(sealed.body.data, bank, {});
    expect(one.unwrapped.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(two.unwrapped.fingerprint).toBe(one.unwrapped.fingerprint);
  });

  it('refuses malformed and non-standard envelopes with EnvelopeError only', async () => {
    const sealed = await sealRequest({ scheme: 'service', publicKey: clientKey }, '{}', bank);
    const [first = '', wrapped = ''] = sealed.body.data.split(':');
    const urlSafe = (text: string) => text.replaceAll('+', '-').replaceAll('/', '_');
    for (const data of [
      first,
      `${first}:`,
      `:${wrapped}`,
      `${first}:${wrapped}:${wrapped}`,
      `${first.replaceAll('=', '')}:${wrapped}`,
      `${first}:${wrapped.slice(4)}`,
      `AAAA:${wrapped}`,
      `${urlSafe(first)}x:${wrapped}`,
      // A stray bit in the last character before the padding: the same bytes, spelt otherwise.
      `${first}:${wrapped.replace(/(.)(=+)$/, (_, last: string, padding: string) => `${String.fromCharCode(last.charCodeAt(0) + 1)}${padding}`)}`,
    ]) {
      await expect(open(data, bank, {})).rejects.toBeInstanceOf(EnvelopeError);
    }
  });

  it('refuses a key part of another size, and a body that is not UTF-8', async () => {
    const subtle = globalThis.crypto.subtle;
    const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
    const publicKey = await subtle.importKey(
      'jwk',
      await exportEnvelopePublicJwk(service.publicKey),
      rsa,
      false,
      ['encrypt'],
    );
    const sentAtMs = 1795512600000;
    const header = encodeRequestHeader({ scheme: 'service', sentAtMs });
    async function handSealed(keyPart: Uint8Array<ArrayBuffer>, plain: Uint8Array<ArrayBuffer>) {
      const iv = new Uint8Array(12).fill(7);
      const key = await subtle.importKey('raw', keyPart.slice(0, 32), 'AES-GCM', false, [
        'encrypt',
      ]);
      const aad = new TextEncoder().encode(
        requestAad({ scheme: 'service', sentAtMs }, 'POST', bank.urlPath),
      );
      const sealed = new Uint8Array(
        await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, plain),
      );
      const wrapped = new Uint8Array(await subtle.encrypt(rsa, publicKey, keyPart));
      return `${Buffer.concat([header, iv, sealed]).toString('base64')}:${Buffer.from(wrapped).toString('base64')}`;
    }
    const body = new TextEncoder().encode('{}');
    await expect(
      open(await handSealed(new Uint8Array(32).fill(2), body), bank, {}),
    ).resolves.toMatchObject({
      plaintext: '{}',
    });
    for (const size of [16, 48, 96]) {
      await expect(
        open(await handSealed(new Uint8Array(size).fill(1), body), bank, {}),
      ).rejects.toBeInstanceOf(EnvelopeError);
    }
    await expect(
      open(await handSealed(new Uint8Array(32).fill(3), new Uint8Array([0x7b, 0xff])), bank, {}),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('loads the stored private key non-extractable, for RSA-OAEP decryption only', async () => {
    expect(serviceKey.extractable).toBe(false);
    expect(serviceKey.usages).toEqual(['decrypt']);
    await expect(crypto.subtle.exportKey('jwk', serviceKey)).rejects.toThrow();
  });
});
