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
  decryptRequest,
  type ParsedRequestEnvelope,
  parseRequestEnvelope,
  sealAnswerEnvelope,
  type UnwrappedKeys,
  unwrapWithServiceKey,
  unwrapWithSessionKeys,
} from './envelope-node-crypto.js';
import { acceptEnvelopeOnce } from './envelope-replay-queries.js';
import type { EnvelopeKeyPair } from './service-keys.js';
import type { SessionKeyVault } from './session-key-vault.js';

/** What the answer to an opened request envelope is sealed with. */
export interface OpenedEnvelope {
  key: KeyObject;
  method: string;
  urlPath: string;
  sentAtMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The opened request envelope: its one-time key seals the answer. */
    envelope: OpenedEnvelope | null;
    /**
     * The new envelope session key the request's RSA key part carried (sign-in, second step,
     * security question, refresh), in its stored form (session-key-vault.ts); null otherwise.
     */
    offeredSessionKey: string | null;
  }
  interface FastifyInstance {
    /**
     * preHandler of encrypted routes, after the session check: opens the request envelope and
     * puts the JSON inside in `request.body`; answers 400 for a plaintext body (when encryption is
     * required) or an envelope that does not open.
     */
    openEnvelope: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyContextConfig {
    /** The endpoint opens or renews a session: its envelope carries a new session key. */
    opensSession?: boolean;
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
 * The encryption envelope of spec section 7, version 2, on the service side (the format is
 * defined once, in @portal/api's crypto module, and described in its docs/envelope-v2.md).
 * Answers to an opened envelope are sealed with the request's one-time key by an onSend hook,
 * errors included; answers given before the envelope was opened (401 from the session check, 429,
 * a refused envelope) stay plaintext, as the client expects.
 *
 * Which key may wrap a request's one-time key:
 * - a call of a signed-in session that has a session key: that key (or, during the grace after a
 *   refresh, the one it replaced), never the service's RSA key, so a signed-in call costs no RSA;
 * - a call that opens or renews a session (sign-in, second step, security question, refresh): the
 *   service's RSA key, with a new session key beside the one-time key (when encryption is
 *   required, a body without one is refused: the session would have none);
 * - any other call: the service's RSA key.
 */
export function installEnvelopeEncryption(
  app: FastifyInstance,
  {
    db,
    keys,
    vault,
    required,
  }: {
    db: Database;
    keys: () => Promise<EnvelopeKeyPair>;
    vault: SessionKeyVault;
    required: boolean;
  },
): void {
  app.decorateRequest('envelope', null);
  app.decorateRequest('offeredSessionKey', null);

  function refuse(reply: FastifyReply, request: FastifyRequest, code: string, message: string) {
    // Only the fact is logged: neither the envelope nor what the crypto said about it.
    request.log.info({ code }, 'request refused');
    return reply.code(400).send(errorEnvelope(returnCodes.invalidRequest, message));
  }

  app.decorate('openEnvelope', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    const opensSession = request.routeOptions.config?.opensSession === true;
    if (body === undefined || !isEncryptedBody(body)) {
      // No body at all carries nothing to protect; the route's contract decides whether it is
      // enough. A call that opens a session must carry the session key, though.
      if (!required || (body === undefined && !opensSession)) return;
      return refuse(reply, request, 'ENVELOPE_REQUIRED', plaintextRefusedMessage);
    }
    const target = { method: request.method, urlPath: request.routeOptions.url ?? request.url };

    let parsed: ParsedRequestEnvelope;
    try {
      parsed = parseRequestEnvelope(body);
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      return refuse(reply, request, 'ENVELOPE_UNREADABLE', envelopeUnreadableMessage);
    }
    // Judged before any key is used: a stale envelope costs no RSA and no key unwrapping.
    const freshness = envelopeFreshness(parsed.header.sentAtMs, Date.now());
    if (freshness !== 'fresh') {
      // Plaintext, as for any envelope refused before it was opened: the client sends a new one,
      // its clock set by this answer's strServerDate.
      return refuse(reply, request, notFreshCodes[freshness], envelopeNotFreshMessage);
    }

    const member = request.member;
    const sessionKeys = (member?.sessionKeys ?? []).map((stored) => vault.open(stored));
    if (sessionKeys.some((key) => key === undefined)) {
      // Wrapped under another process's key: a copy of the database, or the service restarted
      // without SESSION_KEY_ENCRYPTION_KEY. The session cannot be used here; sign in again.
      request.log.warn({ code: 'SESSION_KEY_UNREADABLE' }, 'request refused');
      return reply
        .code(401)
        .send(errorEnvelope(returnCodes.notAuthenticated, 'Sign in to continue.'));
    }

    let unwrapped: UnwrappedKeys;
    let plaintext: string;
    try {
      if (parsed.header.scheme === 'session') {
        if (opensSession || sessionKeys.length === 0) {
          throw new EnvelopeError('no session key for this call');
        }
        unwrapped = unwrapWithSessionKeys(sessionKeys as KeyObject[], parsed.wrapped);
      } else {
        // No RSA on the signed-in path: a session that has a key uses it.
        if (sessionKeys.length > 0 && !opensSession) {
          throw new EnvelopeError('a signed-in call must use the session key');
        }
        unwrapped = await unwrapWithServiceKey((await keys()).privateKey, parsed.wrapped);
        if (unwrapped.offeredSessionKey && !opensSession) {
          throw new EnvelopeError('a session key offered to a call that opens no session');
        }
        if (!unwrapped.offeredSessionKey && opensSession && required) {
          throw new EnvelopeError('a call that opens a session must offer a session key');
        }
      }
      plaintext = decryptRequest(parsed, unwrapped.key, target);
    } catch (error) {
      if (!(error instanceof EnvelopeError)) throw error;
      return refuse(reply, request, 'ENVELOPE_UNREADABLE', envelopeUnreadableMessage);
    }

    // Before sign-in nothing but the envelope stands between a captured body and a second use of
    // it (a sign-in's answer carries the token), so such an envelope is accepted once; a
    // signed-in call also needs its bearer token, and costs no write.
    if (member === null) {
      // Without a session only the RSA key part could open it, and that names the envelope.
      if (unwrapped.fingerprint === null) throw new Error('an envelope without a fingerprint');
      const now = new Date();
      const staleAt = new Date(parsed.header.sentAtMs + envelopeFormat.maxAgeSeconds * 1000);
      if (!(await acceptEnvelopeOnce(db, unwrapped.fingerprint, staleAt, now))) {
        return refuse(reply, request, notFreshCodes.replayed, envelopeNotFreshMessage);
      }
    }

    request.envelope = { key: unwrapped.key, ...target, sentAtMs: parsed.header.sentAtMs };
    if (unwrapped.offeredSessionKey) {
      request.offeredSessionKey = vault.seal(unwrapped.offeredSessionKey);
      unwrapped.offeredSessionKey.fill(0);
    }
    const parsedJson = parseJsonSafely(plaintext);
    if (!parsedJson.ok) {
      // Sealed with the request's key like any answer to an opened envelope.
      return reply
        .code(400)
        .send(errorEnvelope(returnCodes.invalidRequest, 'The request body is not valid JSON.'));
    }
    request.body = parsedJson.value;
  });

  // Callback style and synchronous sealing (AES-GCM of a small answer takes microseconds): no
  // promise, no thread-pool round trip.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const opened = request.envelope;
    if (!opened || typeof payload !== 'string') return done(null, payload);
    let sealed: string;
    try {
      // Base64 needs no escaping in JSON: the answer is written as it is, without a stringify.
      sealed = `{"data":"${sealAnswerEnvelope(opened.key, payload, opened).data}"}`;
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
