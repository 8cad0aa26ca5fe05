import {
  EnvelopeError,
  envelopeAad,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
  stampRequestBody,
} from '@portal/api/envelope';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  importEnvelopeDecryptionKey,
  openRequestEnvelope,
  sealAnswerEnvelope,
} from './envelope-node-crypto.js';

/**
 * The service's half of the envelope (node:crypto) against the client's half (@portal/api,
 * WebCrypto): the same wire format both ways, and the same bodies refused.
 */

const path = '/api/v1/ep/fetchUserBankDetails';
const rsaOaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
let service: CryptoKeyPair;
let clientKey: CryptoKey;
let serviceKey: CryptoKey;

beforeAll(async () => {
  service = await generateEnvelopeKeyPair();
  clientKey = await importEnvelopePublicKey(await exportEnvelopePublicJwk(service.publicKey));
  serviceKey = await importEnvelopeDecryptionKey(
    await exportEnvelopePrivateJwk(service.privateKey),
  );
});

function flipCharacter(text: string, index: number) {
  return `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
}

/** A body sealed by hand: `keyBytes` wrapped, `plain` encrypted under them for `urlPath`. */
async function handSealed(keyBytes: Uint8Array<ArrayBuffer>, plain: Uint8Array<ArrayBuffer>) {
  const iv = new Uint8Array(12).fill(7);
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: envelopeAad('request', path) },
      key,
      plain,
    ),
  );
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    await exportEnvelopePublicJwk(service.publicKey),
    rsaOaep,
    false,
    ['encrypt'],
  );
  const wrapped = await crypto.subtle.encrypt(rsaOaep, publicKey, keyBytes);
  const first = Buffer.concat([iv, sealed]).toString('base64');
  return { data: `${first}:${Buffer.from(wrapped).toString('base64')}` };
}

async function expectRefused(data: string, urlPath = path) {
  await expect(openRequestEnvelope(serviceKey, { data }, urlPath)).rejects.toBeInstanceOf(
    EnvelopeError,
  );
}

describe("the service's half of the envelope", () => {
  it('opens what the client seals, and the client opens what it seals', async () => {
    const body = JSON.stringify({ strMember_Id: '7100000001', dtEffDate: null, note: 'é ✓ 𝄞' });
    const sealed = await sealRequest(clientKey, body, path);

    const opened = await openRequestEnvelope(serviceKey, sealed.body, path);
    expect(opened.plaintext).toBe(body);

    const answer = '{"returnCode":200,"strReturnObject":{"strBank_Nm":"Crédit ✓"}}';
    const sealedAnswer = sealAnswerEnvelope(opened.key, answer, path);
    expect(Object.keys(sealedAnswer)).toEqual(['data']);
    await expect(openAnswer(sealed.key, sealedAnswer, path)).resolves.toBe(answer);
  });

  it('names an envelope by its one-time key, whatever text carries that key', async () => {
    const text = new TextEncoder().encode(stampRequestBody('{}', Date.now()));
    // The same key sealed twice: another IV and another RSA padding, so other bytes on the wire.
    const one = await handSealed(new Uint8Array(32).fill(7), text);
    const two = await handSealed(new Uint8Array(32).fill(7), text);
    expect(two.data).not.toBe(one.data);
    const [first, again] = await Promise.all(
      [one, two].map((body) => openRequestEnvelope(serviceKey, body, path)),
    );
    expect(first?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(again?.fingerprint).toBe(first?.fingerprint);
    const other = await handSealed(new Uint8Array(32).fill(8), text);
    expect((await openRequestEnvelope(serviceKey, other, path)).fingerprint).not.toBe(
      first?.fingerprint,
    );
  });

  it('seals each answer with a new IV, as the client does', async () => {
    const sealed = await sealRequest(clientKey, '{}', path);
    const { key } = await openRequestEnvelope(serviceKey, sealed.body, path);
    const one = sealAnswerEnvelope(key, '{}', path).data;
    const two = sealAnswerEnvelope(key, '{}', path).data;
    expect(one.slice(0, 16)).not.toBe(two.slice(0, 16));
    // 12-byte IV + 2 bytes + 16-byte tag, standard base64 with padding, as the client's seal.
    expect(Buffer.from(one, 'base64')).toHaveLength(30);
    const client = await openRequest(
      await importEnvelopePrivateKey(await exportEnvelopePrivateJwk(service.privateKey)),
      sealed.body,
      path,
    );
    expect((await sealAnswer(client.key, '{}', path)).data).toHaveLength(one.length);
  });

  it('binds the request to its path and the answer to its path and direction', async () => {
    const sealed = await sealRequest(clientKey, '{}', path);
    await expect(
      openRequestEnvelope(serviceKey, sealed.body, '/api/v1/ep/updateUserBankDetails'),
    ).rejects.toBeInstanceOf(EnvelopeError);

    const { key } = await openRequestEnvelope(serviceKey, sealed.body, path);
    const answer = sealAnswerEnvelope(key, '{}', path);
    await expect(openAnswer(sealed.key, answer, '/api/v1/ep/other')).rejects.toBeInstanceOf(
      EnvelopeError,
    );
    // An answer cannot pass as a request.
    const [, wrapped] = sealed.body.data.split(':');
    await expectRefused(`${answer.data}:${wrapped}`);
  });

  it('refuses altered, malformed or non-standard envelopes, with EnvelopeError only', async () => {
    const sealed = await sealRequest(clientKey, '{"a":1}', path);
    const [first = '', wrapped = ''] = sealed.body.data.split(':');
    const urlSafe = (text: string) => text.replaceAll('+', '-').replaceAll('/', '_');
    for (const data of [
      `${flipCharacter(first, 20)}:${wrapped}`,
      `${flipCharacter(first, first.length - 4)}:${wrapped}`,
      `${first}:${flipCharacter(wrapped, 10)}`,
      `${wrapped}:${first}`,
      '',
      'no-delimiter',
      `${first}:${wrapped}:extra`,
      `:${wrapped}`,
      `${first}:`,
      `${first}:not base64!`,
      `${first}:${wrapped.slice(0, -4)}`,
      `AAAA:${wrapped}`,
      `${first.slice(0, -1)}:${wrapped}`,
      // Lenient decoders take these; the envelope's base64 is standard, with padding, only.
      `${first.replace(/=+$/, '')}:${wrapped}`,
      `${first}:${wrapped.replace(/=+$/, '')}`,
      ` ${first}:${wrapped}`,
      `${first.slice(0, 8)}\n${first.slice(8)}:${wrapped}`,
    ]) {
      await expectRefused(data);
    }
    // The URL-safe alphabet differs only where the text has + or /; make sure one does.
    const withSlash = [first, wrapped].some((part) => /[+/]/.test(part));
    if (withSlash) await expectRefused(`${urlSafe(first)}:${urlSafe(wrapped)}`);
  });

  it('refuses an envelope made for another key pair', async () => {
    const other = await generateEnvelopeKeyPair();
    const otherPublic = await importEnvelopePublicKey(
      await exportEnvelopePublicJwk(other.publicKey),
    );
    const sealed = await sealRequest(otherPublic, '{}', path);
    await expectRefused(sealed.body.data);
  });

  it('refuses a one-time key that is not 256 bits, and a body that is not UTF-8', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const text = encode(stampRequestBody('{}', 1795512600000));
    const aes128 = await handSealed(new Uint8Array(16).fill(1), text);
    await expectRefused(aes128.data);

    const good = await handSealed(new Uint8Array(32).fill(2), text);
    await expect(openRequestEnvelope(serviceKey, good, path)).resolves.toMatchObject({
      plaintext: '{}',
      sentAtMs: 1795512600000,
    });

    const notUtf8 = await handSealed(
      new Uint8Array(32).fill(3),
      new Uint8Array([...encode('1795512600000\n'), 0x7b, 0xff]),
    );
    await expectRefused(notUtf8.data);

    // The first version's body, without a time of sending.
    const unstamped = await handSealed(new Uint8Array(32).fill(4), encode('{}'));
    await expectRefused(unstamped.data);
  });

  it('loads the stored private key non-extractable, for RSA-OAEP decryption only', async () => {
    expect(serviceKey.extractable).toBe(false);
    expect(serviceKey.usages).toEqual(['decrypt']);
    await expect(crypto.subtle.exportKey('jwk', serviceKey)).rejects.toThrow();
  });
});
