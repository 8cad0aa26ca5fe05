import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  isEncryptedBody,
  openRequest,
  sealAnswer,
} from '../crypto/envelope-crypto.js';
import { ApiError } from './api-error.js';
import { createServiceKey, importServiceKey, openSealedAnswer, sealBody } from './envelope.js';

const path = '/api/v1/ep/fetchUserBankDetails';
const target = { method: 'POST', urlPath: path };
const viaService = (publicKey: CryptoKey) => ({ scheme: 'service' as const, publicKey });
let service: CryptoKeyPair;
let publicKeyAnswer: unknown;

beforeAll(async () => {
  service = await generateEnvelopeKeyPair();
  const jwk = await exportEnvelopePublicJwk(service.publicKey);
  publicKeyAnswer = {
    returnCode: 200,
    forwardCode: null,
    strServerDate: '2026-11-21T10:00:00.000Z',
    strReturnObject: { kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', delimiter: ':', jwk },
  };
});

/** What the service does with a sealed request: opens it and seals `answer` back. */
async function serviceAnswers(wire: string, answer: unknown) {
  const opened = await openRequest({ privateKey: service.privateKey }, JSON.parse(wire), target);
  return {
    opened,
    sealed: await sealAnswer(opened.key, JSON.stringify(answer), {
      ...target,
      sentAtMs: opened.header.sentAtMs,
    }),
  };
}

const ok = { ok: true, status: 200 };

describe("the service's public key", () => {
  it('is fetched once and shared by concurrent calls', async () => {
    const fetchKey = vi.fn(async () => ({}) as CryptoKey);
    const key = createServiceKey(fetchKey);

    const [first, second] = await Promise.all([key.get(), key.get()]);
    await key.get();

    expect(fetchKey).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
  });

  it('is fetched again by the next call after a failed fetch', async () => {
    const fetchKey = vi
      .fn<() => Promise<CryptoKey>>()
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValue({} as CryptoKey);
    const key = createServiceKey(fetchKey);

    await expect(key.get()).rejects.toMatchObject({ status: 0 });
    await expect(key.get()).resolves.toBeDefined();
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('is fetched again after renew (the service refused an envelope)', async () => {
    const fetchKey = vi.fn(async () => ({}) as CryptoKey);
    const key = createServiceKey(fetchKey);

    await key.get();
    key.renew();
    await key.get();

    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('is imported from the public key answer', async () => {
    const key = await importServiceKey(publicKeyAnswer);
    expect(key.usages).toEqual(['encrypt']);
  });

  it('is refused as not the service’s (502, not retried) when the answer holds no usable key', async () => {
    const answer = publicKeyAnswer as { strReturnObject: object };
    const unusable = {
      ...answer,
      strReturnObject: { ...answer.strReturnObject, jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } },
    };
    for (const bad of [{ ...answer, strReturnObject: null }, { returnCode: 200 }, unusable]) {
      await expect(importServiceKey(bad)).rejects.toMatchObject({ status: 502, retryable: false });
    }
  });
});

describe('sealing a request and opening its answer', () => {
  it('round-trips through the service, stamped with the time given', async () => {
    const key = await importServiceKey(publicKeyAnswer);
    const request = JSON.stringify({ strMember_Id: '7100000001' });

    const sealed = await sealBody(viaService(key), request, target, 1_700_000_000_123);
    expect(sealed.body).not.toContain('7100000001');
    expect(isEncryptedBody(JSON.parse(sealed.body))).toBe(true);
    const { opened, sealed: answer } = await serviceAnswers(sealed.body, { returnCode: 200 });
    expect(opened.plaintext).toBe(request);
    expect(opened.header.sentAtMs).toBe(1_700_000_000_123);

    await expect(openSealedAnswer(sealed.sealed, answer, target, ok)).resolves.toEqual({
      body: { returnCode: 200 },
      refused: false,
    });
  });

  it('fails with status 0, not retried, when it cannot seal (nothing was sent)', async () => {
    const notAWrappingKey = (await generateEnvelopeKeyPair()).privateKey;
    await expect(
      sealBody(viaService(notAWrappingKey), '{}', target, Date.now()),
    ).rejects.toMatchObject({
      status: 0,
      retryable: false,
    });
  });

  it('refuses a tampered answer, or one sealed for another path', async () => {
    const key = await importServiceKey(publicKeyAnswer);
    const sealed = await sealBody(viaService(key), '{}', target, Date.now());
    const { sealed: answer } = await serviceAnswers(sealed.body, { returnCode: 200 });
    const flipped = {
      data: `${answer.data.slice(0, 20)}${answer.data[20] === 'A' ? 'B' : 'A'}${answer.data.slice(21)}`,
    };

    await expect(openSealedAnswer(sealed.sealed, flipped, target, ok)).rejects.toMatchObject({
      status: 502,
      retryable: false,
    });
    await expect(
      openSealedAnswer(sealed.sealed, answer, { ...target, urlPath: '/api/v1/ep/logout' }, ok),
    ).rejects.toMatchObject({ status: 502 });
  });

  it('refuses a plaintext success: the service seals every success', async () => {
    const key = await importServiceKey(publicKeyAnswer);
    const sealed = await sealBody(viaService(key), '{}', target, Date.now());
    await expect(
      openSealedAnswer(sealed.sealed, { returnCode: 200, strReturnObject: [] }, target, ok),
    ).rejects.toMatchObject({ status: 502, retryable: false });
  });

  it('passes a plaintext error envelope, marking a 400 as the envelope refused', async () => {
    const key = await importServiceKey(publicKeyAnswer);
    const sealed = await sealBody(viaService(key), '{}', target, Date.now());
    const refusal = { returnCode: 400, strServerDate: 'x', strReturnObject: null };

    await expect(
      openSealedAnswer(sealed.sealed, refusal, target, { ok: false, status: 400 }),
    ).resolves.toEqual({ body: refusal, refused: true });
    await expect(
      openSealedAnswer(sealed.sealed, { ...refusal, returnCode: 401 }, target, {
        ok: false,
        status: 401,
      }),
    ).resolves.toMatchObject({ refused: false });
  });
});
