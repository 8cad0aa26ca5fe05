import type { KeyObject } from 'node:crypto';
import {
  EnvelopeError,
  envelopeFormat,
  envelopeFreshness,
  isEncryptedBody,
} from '@portal/api/envelope';
import { returnCodes } from '@portal/api/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/create-database.js';
import { errorEnvelope } from './envelope.js';
import {
  type OpenedRequestEnvelope,
  openRequestEnvelope,
  sealAnswerEnvelope,
} from './envelope-node-crypto.js';
import { acceptEnvelopeOnce } from './envelope-replay-queries.js';
import type { EnvelopeKeyPair } from './service-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The one-time key of an opened request envelope; the answer is sealed with it. */
    envelopeKey: KeyObject | null;
  }
  interface FastifyInstance {
    /**
     * preHandler of encrypted routes, after the session check: opens the request envelope and
     * puts the JSON inside in `request.body`; answers 400 for a plaintext body (when encryption is
     * required) or an envelope that does not open.
     */
    openEnvelope: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export const plaintextRefusedMessage =
  'The request body must be encrypted (see /api/docs, Encryption).';
export const envelopeUnreadableMessage = 'The encrypted request body could not be read.';
/** Said for a stale envelope, one from the future and a replay alike; the log tells them apart. */
export const envelopeNotFreshMessage =
  'The encrypted request body is not a fresh one. Send the request again.';

/** Why a readable envelope is refused: the code of its log line. */
const notFreshCodes = {
  stale: 'ENVELOPE_STALE',
  ahead: 'ENVELOPE_AHEAD',
  replayed: 'ENVELOPE_REPLAYED',
} as const;

/**
 * The encryption envelope of spec section 7 on the service side (the format is defined once, in
 * @portal/api's crypto module). Answers to an opened envelope are sealed with the request's
 * one-time key by an onSend hook, errors included; answers given before the envelope was opened
 * (401 from the session check, 429, a refused envelope) stay plaintext, as the client expects.
 */
export function installEnvelopeEncryption(
  app: FastifyInstance,
  { db, keys, required }: { db: Database; keys: () => Promise<EnvelopeKeyPair>; required: boolean },
): void {
  app.decorateRequest('envelopeKey', null);

  app.decorate('openEnvelope', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    // No body at all carries nothing to protect; the route's contract decides whether it is enough.
    if (body === undefined) return;
    if (!isEncryptedBody(body)) {
      if (!required) return;
      request.log.info({ code: 'ENVELOPE_REQUIRED' }, 'request refused');
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, plaintextRefusedMessage));
    }
    const { privateKey } = await keys();
    let opened: OpenedRequestEnvelope;
    try {
      opened = await openRequestEnvelope(privateKey, body, request.routeOptions.url ?? request.url);
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      // Only the fact is logged: neither the envelope nor what WebCrypto said about it.
      request.log.info({ code: 'ENVELOPE_UNREADABLE' }, 'request refused');
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, envelopeUnreadableMessage));
    }
    const refusal = await refusalOfNotFresh(request, opened);
    if (refusal) {
      // Plaintext, as for any envelope refused before it was opened: the client sends a new one,
      // its clock set by this answer's strServerDate.
      request.log.info({ code: refusal }, 'request refused');
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, envelopeNotFreshMessage));
    }
    request.envelopeKey = opened.key;
    const parsed = parseJsonSafely(opened.plaintext);
    if (!parsed.ok) {
      // Sealed with the request's key like any answer to an opened envelope.
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, 'The request body is not valid JSON.'));
    }
    request.body = parsed.value;
  });

  /**
   * The log code of a readable envelope that is refused all the same: stale, from the future, or
   * (before sign-in) seen already. Before sign-in nothing but the envelope stands between a
   * captured body and a second use of it (a sign-in's answer carries the token), so such an
   * envelope is accepted once; a signed-in call also needs its bearer token, and costs no write.
   */
  async function refusalOfNotFresh(
    request: FastifyRequest,
    opened: OpenedRequestEnvelope,
  ): Promise<string | undefined> {
    const now = new Date();
    const freshness = envelopeFreshness(opened.sentAtMs, now.getTime());
    if (freshness !== 'fresh') return notFreshCodes[freshness];
    if (request.member !== null) return undefined;
    const staleAt = new Date(opened.sentAtMs + envelopeFormat.maxAgeSeconds * 1000);
    const first = await acceptEnvelopeOnce(db, opened.fingerprint, staleAt, now);
    return first ? undefined : notFreshCodes.replayed;
  }

  // Callback style and synchronous sealing (AES-GCM of a small answer takes microseconds): no
  // promise, no thread-pool round trip.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const key = request.envelopeKey;
    if (!key || typeof payload !== 'string') return done(null, payload);
    let sealed: string;
    try {
      sealed = JSON.stringify(
        sealAnswerEnvelope(key, payload, request.routeOptions.url ?? request.url),
      );
    } catch (error) {
      return done(error instanceof Error ? error : new Error(String(error)));
    }
    done(null, sealed);
  });
}

/**
 * JSON.parse that refuses prototype-poisoning keys, as Fastify's own body parser does for plain
 * bodies (secure-json-parse): `__proto__`, or `constructor` holding `prototype`.
 */
function parseJsonSafely(text: string): { ok: true; value: unknown } | { ok: false } {
  const suspicious = text.includes('__proto__') || text.includes('constructor');
  try {
    const value: unknown = JSON.parse(
      text,
      suspicious
        ? (key, entry) => {
            if (key === '__proto__') throw new SyntaxError('forbidden key');
            if (
              key === 'constructor' &&
              entry &&
              typeof entry === 'object' &&
              'prototype' in entry
            ) {
              throw new SyntaxError('forbidden key');
            }
            return entry;
          }
        : undefined,
    );
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}
