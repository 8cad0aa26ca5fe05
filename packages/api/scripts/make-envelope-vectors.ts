/**
 * Writes docs/envelope-v2-vectors.json: the test vectors of the envelope, version 2, that
 * the browser implementation (src/crypto/envelope-crypto.ts) and the service's
 * (apps/server/src/platform/envelope-node-crypto.ts) both pass. Run once, on purpose, when the
 * format changes (then bump envelopeFormat.version):
 *
 *   node --import tsx packages/api/scripts/make-envelope-vectors.ts
 *
 * Everything random is fixed here except RSA-OAEP's own padding, so the sealed parts are exact
 * and the RSA-wrapped key parts are ones that open. The RSA key pair is for these vectors only.
 */
import { writeFileSync } from 'node:fs';
import { bytesToBase64 } from '../src/crypto/base64.js';
import {
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePublicKey,
  importSessionKey,
  sealAnswer,
  sealRequest,
} from '../src/crypto/envelope-crypto.js';

const bytes = (from: number, length: number) =>
  Uint8Array.from({ length }, (_, index) => (from + index) % 256);
const b64 = bytesToBase64;

const pair = await generateEnvelopeKeyPair();
const publicJwk = await exportEnvelopePublicJwk(pair.publicKey);
const privateJwk = await exportEnvelopePrivateJwk(pair.privateKey);
const publicKey = await importEnvelopePublicKey(publicJwk);

const sentAtMs = Date.UTC(2026, 10, 24, 9, 30, 0, 123);
const sessionKey = bytes(0xa0, 32);
const nextSessionKey = bytes(0xc0, 32);

interface Case {
  name: string;
  method: string;
  urlPath: string;
  plaintext: string;
  answerPlaintext: string;
  wrapping: 'service' | 'service+session' | 'session';
  oneTimeKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  answerIv: Uint8Array<ArrayBuffer>;
  offeredSessionKey?: Uint8Array<ArrayBuffer>;
}

const cases: Case[] = [
  {
    name: 'visitor call: one-time key under the service RSA key',
    method: 'POST',
    urlPath: '/api/v1/ep/fehbLogin/findYourAccount',
    plaintext: '{"strLastName":"Rivera","dtDOB":"1980-02-29"}',
    answerPlaintext: '{"returnCode":200,"strReturnObject":{}}',
    wrapping: 'service',
    oneTimeKey: bytes(0x00, 32),
    iv: bytes(0x40, 12),
    answerIv: bytes(0x50, 12),
  },
  {
    name: 'sign-in: one-time key and a new session key under the service RSA key',
    method: 'POST',
    urlPath: '/api/v1/ep/fehbLogin/metlawPortalLogin',
    plaintext: '{"strUserid":"fed.member","strPassword":"Example-passw0rd","strProductNm":"MFB"}',
    answerPlaintext: '{"returnCode":200,"forwardCode":31}',
    wrapping: 'service+session',
    oneTimeKey: bytes(0x20, 32),
    iv: bytes(0x60, 12),
    answerIv: bytes(0x70, 12),
    offeredSessionKey: sessionKey,
  },
  {
    name: 'signed-in call: one-time key under the session key (AES key wrap)',
    method: 'POST',
    urlPath: '/api/v1/ep/fetchUserBankDetails',
    plaintext: '{"strMember_Id":"7100000001","dtEffDate":null}',
    answerPlaintext: '{"returnCode":200,"strReturnObject":[]}',
    wrapping: 'session',
    oneTimeKey: bytes(0x80, 32),
    iv: bytes(0x90, 12),
    answerIv: bytes(0x98, 12),
  },
  {
    name: 'token refresh: empty body, the next session key under the service RSA key',
    method: 'POST',
    urlPath: '/api/v1/ep/fehbLogin/refreshToken',
    plaintext: '{}',
    answerPlaintext: '{"returnCode":200,"strReturnObject":{}}',
    wrapping: 'service+session',
    oneTimeKey: bytes(0xe0, 32),
    iv: bytes(0x10, 12),
    answerIv: bytes(0x30, 12),
    offeredSessionKey: nextSessionKey,
  },
];

const exchanges = [];
for (const item of cases) {
  const target = { method: item.method, urlPath: item.urlPath };
  const sealed = await sealRequest(
    item.wrapping === 'session'
      ? { scheme: 'session', sessionKey: await importSessionKey(sessionKey) }
      : { scheme: 'service', publicKey, offerSessionKey: item.wrapping === 'service+session' },
    item.plaintext,
    target,
    sentAtMs,
    {
      oneTimeKey: item.oneTimeKey,
      iv: item.iv,
      ...(item.offeredSessionKey && { sessionKey: item.offeredSessionKey }),
    },
  );
  const answer = await sealAnswer(
    sealed.key,
    item.answerPlaintext,
    { ...target, sentAtMs },
    item.answerIv,
  );
  exchanges.push({
    name: item.name,
    method: item.method,
    urlPath: item.urlPath,
    sentAtMs,
    scheme: item.wrapping === 'session' ? 'session' : 'service',
    plaintext: item.plaintext,
    oneTimeKey: b64(item.oneTimeKey),
    iv: b64(item.iv),
    offeredSessionKey: item.offeredSessionKey ? b64(item.offeredSessionKey) : null,
    request: sealed.body.data,
    answer: { iv: b64(item.answerIv), plaintext: item.answerPlaintext, data: answer.data },
  });
}

// RFC 3394 section 4.6: 256 bits of key data wrapped with a 256-bit key.
const rfc3394 = {
  kek: b64(bytes(0x00, 32)),
  keyData: b64(
    Uint8Array.from(
      Buffer.from('00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F', 'hex'),
    ),
  ),
  wrapped: b64(
    Uint8Array.from(
      Buffer.from(
        '28C9F404C4B810F4CBCCB35CFB87F8263F5786E2D80ED326CBC7F0E71A99F43BFB988B9B7A02DD21',
        'hex',
      ),
    ),
  ),
};

const vectors = {
  about:
    'Test vectors of the portal encryption envelope, version 2 (docs/envelope-v2.md). Bytes are ' +
    'standard base64. Sealed parts are exact; RSA-wrapped key parts open with serviceKey.private.',
  serviceKey: { public: publicJwk, private: privateJwk },
  sessionKey: b64(sessionKey),
  nextSessionKey: b64(nextSessionKey),
  rfc3394,
  exchanges,
};

writeFileSync(
  new URL('../docs/envelope-v2-vectors.json', import.meta.url),
  `${JSON.stringify(vectors, null, 2)}\n`,
);
