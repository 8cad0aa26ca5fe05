import { beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../docs/envelope-v2-vectors.json' with { type: 'json' };
import { base64ToBytes, bytesToBase64 } from './base64.js';
import {
  decodeRequestHeader,
  EnvelopeError,
  encodeRequestHeader,
  envelopeFormat,
  envelopeFreshness,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  importSessionKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  requestAad,
  sealAnswer,
  sealRequest,
} from './envelope-crypto.js';

const bank = { method: 'POST', urlPath: '/api/v1/ep/fetchUserBankDetails' };
let service: CryptoKeyPair;
let clientKey: CryptoKey;
let vectorPrivateKey: CryptoKey;
let sessionKey: CryptoKey;
let nextSessionKey: CryptoKey;

beforeAll(async () => {
  service = await generateEnvelopeKeyPair();
  clientKey = await importEnvelopePublicKey(await exportEnvelopePublicJwk(service.publicKey));
  vectorPrivateKey = await importEnvelopePrivateKey(vectors.serviceKey.private);
  sessionKey = await importSessionKey(base64ToBytes(vectors.sessionKey));
  nextSessionKey = await importSessionKey(base64ToBytes(vectors.nextSessionKey));
});

/** Changes one base64 character of a part, keeping it valid base64. */
function flipCharacter(text: string, index: number) {
  return `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
}

const sealedPart = (data: string) => data.split(':')[0] ?? '';

describe('the shared test vectors (envelope-v2-vectors.json)', () => {
  it.each(vectors.exchanges)('seals exactly: $name', async (vector) => {
    const sealed = await sealRequest(
      vector.scheme === 'session'
        ? { scheme: 'session', sessionKey }
        : {
            scheme: 'service',
            publicKey: await importEnvelopePublicKey(vectors.serviceKey.public),
            offerSessionKey: vector.offeredSessionKey !== null,
          },
      vector.plaintext,
      vector,
      vector.sentAtMs,
      {
        oneTimeKey: base64ToBytes(vector.oneTimeKey),
        iv: base64ToBytes(vector.iv),
        ...(vector.offeredSessionKey && { sessionKey: base64ToBytes(vector.offeredSessionKey) }),
      },
    );
    // RSA-OAEP pads at random, so only the session key's wrap is exact in the key part.
    if (vector.scheme === 'session') expect(sealed.body.data).toBe(vector.request);
    else expect(sealedPart(sealed.body.data)).toBe(sealedPart(vector.request));
    const answer = await sealAnswer(
      sealed.key,
      vector.answer.plaintext,
      { ...vector, sentAtMs: vector.sentAtMs },
      base64ToBytes(vector.answer.iv),
    );
    expect(answer.data).toBe(vector.answer.data);
  });

  it.each(vectors.exchanges)('opens: $name', async (vector) => {
    const opened = await openRequest(
      { privateKey: vectorPrivateKey, sessionKeys: [sessionKey] },
      { data: vector.request },
      vector,
    );
    expect(opened.plaintext).toBe(vector.plaintext);
    expect(opened.header).toEqual({ scheme: vector.scheme, sentAtMs: vector.sentAtMs });
    expect(opened.offeredSessionKey && bytesToBase64(opened.offeredSessionKey)).toBe(
      vector.offeredSessionKey,
    );
    const answer = await openAnswer(
      { key: opened.key, sentAtMs: vector.sentAtMs },
      { data: vector.answer.data },
      vector,
    );
    expect(answer).toBe(vector.answer.plaintext);
  });

  it('wraps keys with AES-KW as RFC 3394 section 4.6 does', async () => {
    const subtle = globalThis.crypto.subtle;
    const kek = await subtle.importKey('raw', base64ToBytes(vectors.rfc3394.kek), 'AES-KW', false, [
      'wrapKey',
    ]);
    const keyData = await subtle.importKey(
      'raw',
      base64ToBytes(vectors.rfc3394.keyData),
      'AES-GCM',
      true,
      ['encrypt'],
    );
    const wrapped = new Uint8Array(await subtle.wrapKey('raw', keyData, kek, 'AES-KW'));
    expect(bytesToBase64(wrapped)).toBe(vectors.rfc3394.wrapped);
  });

  const signedIn = vectors.exchanges.find((vector) => vector.scheme === 'session');
  const signIn = vectors.exchanges.find((vector) => vector.offeredSessionKey !== null);
  if (!signedIn || !signIn) throw new Error('vectors lack a signed-in call or a sign-in');

  it.each([
    ['another path', { data: signedIn.request }, { ...signedIn, urlPath: '/api/v1/ep/logout' }],
    ['another method', { data: signedIn.request }, { ...signedIn, method: 'GET' }],
    ['a tampered ciphertext byte', { data: flipCharacter(signedIn.request, 30) }, signedIn],
    ['a tampered tag byte', { data: flipCharacter(signedIn.request, 90) }, signedIn],
    ['a tampered wrapped key', { data: flipCharacter(signedIn.request, 110) }, signedIn],
    ['a tampered RSA key part', { data: flipCharacter(signIn.request, 200) }, signIn],
  ])('refuses %s', async (_name, body, target) => {
    await expect(
      openRequest({ privateKey: vectorPrivateKey, sessionKeys: [sessionKey] }, body, target),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a time of sending changed in the header (the AAD binds it)', async () => {
    const bytes = base64ToBytes(sealedPart(signedIn.request));
    bytes.set(encodeRequestHeader({ scheme: 'session', sentAtMs: signedIn.sentAtMs + 1000 }));
    const data = `${bytesToBase64(bytes)}:${signedIn.request.split(':')[1]}`;
    await expect(
      openRequest({ sessionKeys: [sessionKey] }, { data }, signedIn),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('refuses a signed-in call wrapped with a session key the service does not hold', async () => {
    await expect(
      openRequest({ sessionKeys: [nextSessionKey] }, { data: signedIn.request }, signedIn),
    ).rejects.toBeInstanceOf(EnvelopeError);
    // ...and opens it with the first one of the list that works (the old key, within its grace).
    await expect(
      openRequest(
        { sessionKeys: [nextSessionKey, sessionKey] },
        { data: signedIn.request },
        signedIn,
      ),
    ).resolves.toMatchObject({ plaintext: signedIn.plaintext });
  });
});

describe('the encryption envelope', () => {
  it('round-trips a request and its answer under the service key', async () => {
    const body = JSON.stringify({ strMember_Id: '7100000001', dtEffDate: null, note: 'é ✓' });
    const sealed = await sealRequest({ scheme: 'service', publicKey: clientKey }, body, bank);
    expect(isEncryptedBody(sealed.body)).toBe(true);
    expect(sealed.offeredSessionKey).toBeNull();

    const opened = await openRequest({ privateKey: service.privateKey }, sealed.body, bank);
    expect(opened.plaintext).toBe(body);
    expect(opened.offeredSessionKey).toBeNull();

    const answer = await sealAnswer(opened.key, '{"returnCode":200}', {
      ...bank,
      sentAtMs: opened.header.sentAtMs,
    });
    await expect(openAnswer(sealed, answer, bank)).resolves.toBe('{"returnCode":200}');
  });

  it('carries a new session key in the RSA key part when asked to', async () => {
    const sealed = await sealRequest(
      { scheme: 'service', publicKey: clientKey, offerSessionKey: true },
      '{}',
      bank,
    );
    expect(sealed.offeredSessionKey).toHaveLength(envelopeFormat.keyBytes);
    const opened = await openRequest({ privateKey: service.privateKey }, sealed.body, bank);
    expect(opened.offeredSessionKey).toEqual(sealed.offeredSessionKey);
  });

  it('has the documented wire format', async () => {
    const sentAt = Date.UTC(2026, 10, 24, 9, 30);
    const sealed = await sealRequest({ scheme: 'session', sessionKey }, '{}', bank, sentAt);
    const [first, wrapped, ...rest] = sealed.body.data.split(':');
    expect(rest).toEqual([]);
    const firstBytes = base64ToBytes(first ?? '');
    // Header, IV, the 2 bytes of "{}", tag.
    expect(firstBytes).toHaveLength(10 + envelopeFormat.ivBytes + 2 + envelopeFormat.tagBytes);
    expect(decodeRequestHeader(firstBytes)).toEqual({ scheme: 'session', sentAtMs: sentAt });
    expect(base64ToBytes(wrapped ?? '')).toHaveLength(envelopeFormat.sessionWrappedBytes);
    expect(requestAad({ scheme: 'session', sentAtMs: sentAt }, 'POST', bank.urlPath)).toBe(
      `portal-envelope/2 request session POST ${bank.urlPath} ${sentAt}`,
    );
  });

  it('uses a fresh key and IV for every request', async () => {
    const one = await sealRequest({ scheme: 'session', sessionKey }, '{}', bank, 1);
    const two = await sealRequest({ scheme: 'session', sessionKey }, '{}', bank, 1);
    const [sealedOne, keyOne] = one.body.data.split(':');
    const [sealedTwo, keyTwo] = two.body.data.split(':');
    expect(sealedOne).not.toBe(sealedTwo);
    expect(keyOne).not.toBe(keyTwo);
  });

  it('refuses malformed envelopes and unknown versions with EnvelopeError', async () => {
    const sealed = await sealRequest({ scheme: 'session', sessionKey }, '{}', bank);
    const [first = '', wrapped = ''] = sealed.body.data.split(':');
    const versionOne = base64ToBytes(first);
    versionOne[0] = 1;
    const unknownScheme = base64ToBytes(first);
    unknownScheme[1] = 9;
    for (const data of [
      first,
      `${first}:`,
      `:${wrapped}`,
      `${first}:${wrapped}:${wrapped}`,
      `${first}:not base64!`,
      `AAAA:${wrapped}`,
      `${bytesToBase64(versionOne)}:${wrapped}`,
      `${bytesToBase64(unknownScheme)}:${wrapped}`,
    ]) {
      await expect(
        openRequest({ privateKey: service.privateKey, sessionKeys: [sessionKey] }, { data }, bank),
      ).rejects.toBeInstanceOf(EnvelopeError);
    }
  });

  it('refuses an answer sealed for another request or path', async () => {
    const sealed = await sealRequest({ scheme: 'session', sessionKey }, '{}', bank, 1000);
    const answer = await sealAnswer(sealed.key, '{}', { ...bank, sentAtMs: 1000 });
    await expect(
      openAnswer({ key: sealed.key, sentAtMs: 1001 }, answer, bank),
    ).rejects.toBeInstanceOf(EnvelopeError);
    await expect(
      openAnswer(sealed, answer, { ...bank, urlPath: '/api/v1/ep/logout' }),
    ).rejects.toBeInstanceOf(EnvelopeError);
  });

  it('judges a time of sending fresh from five minutes back to one minute ahead', () => {
    const now = Date.UTC(2026, 10, 24, 9, 30);
    expect(envelopeFreshness(now, now)).toBe('fresh');
    expect(envelopeFreshness(now - 300_000, now)).toBe('fresh');
    expect(envelopeFreshness(now - 300_001, now)).toBe('stale');
    expect(envelopeFreshness(now + 60_000, now)).toBe('fresh');
    expect(envelopeFreshness(now + 60_001, now)).toBe('ahead');
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
    // The last one spells "i" with a stray bit where "aQ==" has none (RFC 4648 section 3.5).
    for (const text of ['abc', 'ab-_', 'ab==cd==', 'a===', 'aR==']) {
      expect(() => base64ToBytes(text)).toThrow(TypeError);
    }
    expect(base64ToBytes('aQ==')).toEqual(new Uint8Array([0x69]));
  });
});
