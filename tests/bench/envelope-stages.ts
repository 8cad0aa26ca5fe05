/**
 * CPU per stage of a signed-in call's envelope on the service (envelope version 2), in-process:
 *
 *   node --conditions=portal-source --import tsx tests/bench/envelope-stages.ts
 *
 * Runs the service's own functions (envelope-node-crypto.ts, the session-key vault) over a pool
 * of bank-list bodies sealed by the client with a session key, and beside them the bare
 * node:crypto calls each stage cannot do without, so what the envelope's code adds is told from
 * what OpenSSL costs. Each figure is CPU time (process.cpuUsage, so a busy machine disturbs it
 * far less than wall time) per call over STAGES_CALLS (20,000) calls, the median of
 * STAGES_ROUNDS (5) rounds, the stages interleaved within each round; the range in brackets.
 * Garbage collection of what a stage leaves (its cipher objects and their native handles) falls
 * inside its loop and is counted.
 */

import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import {
  type EncryptedBody,
  envelopeFormat,
  importSessionKey,
  isEncryptedBody,
  sealRequest,
} from '@portal/api/envelope';
import {
  decryptRequest,
  parseRequestEnvelope,
  sealAnswerEnvelope,
  unwrapWithSessionKeys,
} from '../../apps/server/src/platform/envelope-node-crypto.js';
import { createSessionKeyVault } from '../../apps/server/src/platform/session-key-vault.js';
import { bankListBody, bankListPath } from './bench-service.js';

const calls = Number(process.env.STAGES_CALLS ?? 20_000);
const rounds = Number(process.env.STAGES_ROUNDS ?? 5);
const poolSize = 2000;

const rawSessionKey = randomBytes(envelopeFormat.keyBytes);
const vault = createSessionKeyVault(randomBytes(envelopeFormat.keyBytes));
const stored = vault.seal(rawSessionKey);
const sessionKey = vault.open(stored);
if (!sessionKey) throw new Error('the vault did not open its own key');
const target = { method: 'POST', urlPath: bankListPath };
const clientKey = await importSessionKey(new Uint8Array(rawSessionKey));
const bodies: string[] = [];
for (let index = 0; index < poolSize; index += 1) {
  const sealed = await sealRequest(
    { scheme: 'session', sessionKey: clientKey },
    JSON.stringify(bankListBody),
    target,
  );
  bodies.push(JSON.stringify(sealed.body));
}
// fed.member's bank list as the service answers it (three banks), 883 bytes of JSON.
const answer = JSON.stringify({
  returnCode: 200,
  forwardCode: null,
  strServerDate: new Date().toISOString(),
  strReturnObject: [1, 2, 3].map((bank) => ({
    intBankId: bank,
    strBankName: `Federal Employees Credit Union ${bank}`,
    strRoutingNumber: '*****6789',
    strAccountNumber: '********4321',
    strAccountType: 'Checking',
    strAccountHolder: 'Pat Member',
    blnPrimary: bank === 1,
    dtEffDate: '2026-01-01',
    strNickname: 'Pay account',
  })),
});

const envelopes = bodies.map((body) => JSON.parse(body) as EncryptedBody);
const parsed = envelopes.map((body) => parseRequestEnvelope(body));
const oneTimeKeys = parsed.map((entry) => unwrapWithSessionKeys([sessionKey], entry.wrapped).key);
const plaintexts = parsed.map((entry, index) =>
  decryptRequest(entry, oneTimeKeys[index] as never, target),
);
const at = <T>(list: T[], index: number) => list[index % poolSize] as T;

// The bare OpenSSL work of each cryptographic stage, for comparison.
const keyWrapIv = Buffer.from('a6a6a6a6a6a6a6a6', 'hex');
const iv = randomBytes(envelopeFormat.ivBytes);
const aad = Buffer.from('portal-envelope/2 answer POST /api/v1/ep/fetchUserBankDetails 0');
const answerBytes = Buffer.from(answer);
const sealedSample = (() => {
  const cipher = createCipheriv('aes-256-gcm', sessionKey, iv, { authTagLength: 16 });
  cipher.setAAD(aad);
  const ciphertext = cipher.update(plaintexts[0] ?? '');
  cipher.final();
  return { ciphertext, tag: cipher.getAuthTag() };
})();
const wrappedSample = parsed[0]?.wrapped ?? Buffer.alloc(0);

const stages: [string, (index: number) => unknown][] = [
  ['body JSON, plain (for scale)', () => JSON.parse(JSON.stringify(bankListBody))],
  ['body JSON, envelope', (index) => JSON.parse(at(bodies, index))],
  ['isEncryptedBody', (index) => isEncryptedBody(at(envelopes, index))],
  [
    'parseRequestEnvelope (split, base64, header)',
    (index) => parseRequestEnvelope(at(envelopes, index)),
  ],
  ['session key from the vault (kept)', () => vault.open(stored)],
  [
    'unwrapWithSessionKeys (RFC 3394, KeyObject)',
    (index) => unwrapWithSessionKeys([sessionKey], at(parsed, index).wrapped),
  ],
  [
    '  bare: id-aes256-wrap decipher',
    () => {
      const decipher = createDecipheriv('id-aes256-wrap', sessionKey, keyWrapIv);
      decipher.update(wrappedSample);
      decipher.final();
    },
  ],
  ['  bare: createSecretKey (32 bytes)', () => createSecretKey(rawSessionKey)],
  [
    'decryptRequest (AES-GCM open, AAD, UTF-8)',
    (index) => decryptRequest(at(parsed, index), at(oneTimeKeys, index), target),
  ],
  [
    '  bare: aes-256-gcm decipher',
    () => {
      const decipher = createDecipheriv('aes-256-gcm', sessionKey, iv, { authTagLength: 16 });
      decipher.setAAD(aad);
      decipher.setAuthTag(sealedSample.tag);
      decipher.update(sealedSample.ciphertext);
      decipher.final();
    },
  ],
  ['request JSON inside', (index) => JSON.parse(at(plaintexts, index))],
  [
    'sealAnswerEnvelope and the JSON around it',
    (index) =>
      `{"data":"${sealAnswerEnvelope(at(oneTimeKeys, index), answer, { ...target, sentAtMs: 0 }).data}"}`,
  ],
  [
    '  bare: aes-256-gcm cipher',
    () => {
      const cipher = createCipheriv('aes-256-gcm', sessionKey, iv, { authTagLength: 16 });
      cipher.setAAD(aad);
      cipher.update(answerBytes);
      cipher.final();
      cipher.getAuthTag();
    },
  ],
];

function cpuPerCall(stage: (index: number) => unknown): number {
  const before = process.cpuUsage();
  for (let index = 0; index < calls; index += 1) stage(index);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

const figures = new Map<string, number[]>(stages.map(([name]) => [name, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const [name, stage] of stages) figures.get(name)?.push(cpuPerCall(stage));
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

console.log(
  `A signed-in call's envelope on the service, µs of CPU per call (median of ${rounds} rounds ` +
    `of ${calls} calls; a request body of ${bodies[0]?.length} bytes, an answer of ${answer.length}):`,
);
let envelopeTotal = 0;
let bareTotal = 0;
for (const [name, values] of figures) {
  const figure = median(values);
  if (name.startsWith('  bare: aes') || name.startsWith('  bare: id-aes')) bareTotal += figure;
  else if (!name.startsWith('  bare') && !name.includes('for scale')) envelopeTotal += figure;
  const range = `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  console.log(`${name.padEnd(46)} ${figure.toFixed(2).padStart(6)}  (${range})`);
}
console.log(`${'the envelope, all stages'.padEnd(46)} ${envelopeTotal.toFixed(2).padStart(6)}`);
console.log(
  `${'of which the three bare OpenSSL operations'.padEnd(46)} ${bareTotal.toFixed(2).padStart(6)}`,
);
