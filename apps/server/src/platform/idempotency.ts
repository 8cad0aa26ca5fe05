import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { returnCodes } from '@portal/api/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { errorEnvelope } from './envelope.js';
import { requestFingerprint } from './idempotency-fingerprint.js';
import {
  claimIdempotencyKey,
  type IdempotencyKeyRow,
  type KeyInScope,
  readIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  takeOverLapsedKey,
} from './idempotency-queries.js';
import type { IdempotentAnswerVault } from './idempotent-answer-vault.js';
import { InvalidRequestError } from './invalid-request.js';
import { type SessionLimits, touchLiveSession } from './session-queries.js';
import { bearerTokenOf, hashSessionToken } from './session-tokens.js';

/*
 * Idempotent writes (issue 18; README 'Idempotent calls'). A call whose contract says
 * `idempotent: true` may carry an Idempotency-Key header, one per user attempt, the same on the
 * client's own retries of that attempt. The first request with a key runs the handler; a repeat
 * with the same request answers its first answer (status and body), sealed in the repeat's own
 * envelope; the same key with another request is refused (422); a repeat that arrives while the
 * first still runs waits for its answer. Everything lives in the database (idempotency_keys), so
 * every instance sharing it answers alike.
 */

export const idempotencyKeyHeader = 'idempotency-key';

export const idempotencyTimings = {
  /** How long a key and its answer are kept (the row is pruned after it). */
  keepSeconds: 24 * 60 * 60,
  /**
   * How long the request holding a key may take before another may take the key over: only an
   * instance that died mid-call leaves a key unanswered that long (the client gave up after 20 s).
   */
  leaseSeconds: 30,
  /** How long a duplicate waits for the first request's answer before answering 409. */
  waitMs: 10_000,
  /** First pause between two looks at a running key; doubled up to `maxPollMs`. */
  firstPollMs: 10,
  maxPollMs: 200,
} as const;

/** A UUID, or any 16 to 64 letters, digits, '-' and '_' (what the header may hold). */
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export const invalidIdempotencyKeyMessage =
  'Invalid request (Idempotency-Key: 16 to 64 letters, digits, - or _).';
export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was sent with another request. Use a new key for a new request.';
export const requestInProgressMessage =
  'The same request is still being answered. Send it again in a few seconds.';
export const answerUnavailableMessage =
  'This request was answered before, but its answer cannot be read here. Check the result before sending it again.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `handle` for the first request with its Idempotency-Key and answers every repeat with
     * that first answer. Called by `registerEndpoint` for contracts with `idempotent: true`, after
     * the session, envelope and contract checks; a request without the header just runs.
     */
    answerOnce: (
      request: FastifyRequest,
      reply: FastifyReply,
      handle: () => Promise<unknown>,
    ) => Promise<unknown>;
  }
}

export interface IdempotencyOptions {
  db: Database;
  vault: IdempotentAnswerVault;
  limits: SessionLimits;
  editionForRequest: EditionForRequest;
}

export function installIdempotency(
  app: FastifyInstance,
  { db, vault, limits, editionForRequest }: IdempotencyOptions,
): void {
  /**
   * Whose key it is: the signed-in member (any of their sessions, so a retry after a token refresh
   * or from a second tab is still the same attempt), else a visitor of this edition. A member's
   * key can therefore never answer another member, nor a visitor; a visitor's key is as private as
   * the key itself (a random UUID) and the body it must come with.
   */
  async function scopeOf(request: FastifyRequest): Promise<string> {
    const edition = editionForRequest(request);
    let member = request.member;
    if (!member) {
      // Calls open to visitors too (contact us, a password saved from a link) still belong to
      // the member when they carry a live session's token, as the handlers read it.
      const token = bearerTokenOf(request.headers.authorization);
      member = token
        ? ((await touchLiveSession(db, hashSessionToken(token), new Date(), limits)) ?? null)
        : null;
    }
    return member && member.edition === edition
      ? `member:${edition}:${member.memberId}`
      : `visitor:${edition}`;
  }

  function sendAnswer(reply: FastifyReply, statusCode: number, answer: string) {
    // The JSON text itself, so the first answer and every replay are the same bytes before the
    // envelope seals them for each request's own one-time key.
    return reply.code(statusCode).type('application/json; charset=utf-8').send(answer);
  }

  function replay(reply: FastifyReply, row: IdempotencyKeyRow & { status_code: number }) {
    const answer = row.answer === null ? undefined : vault.open(row.answer, boundTo(row));
    if (answer === undefined) {
      // Sealed under another SESSION_KEY_ENCRYPTION_KEY: the call ran, so it must not run again.
      reply.log.warn({ code: 'IDEMPOTENT_ANSWER_UNREADABLE' }, 'request refused');
      reply.code(409);
      return errorEnvelope(returnCodes.requestInProgress, answerUnavailableMessage);
    }
    reply.header('idempotent-replayed', 'true');
    return sendAnswer(reply, row.status_code, answer);
  }

  async function runHolding(
    request: FastifyRequest,
    reply: FastifyReply,
    held: KeyInScope,
    runId: string,
    handle: () => Promise<unknown>,
  ) {
    let result: unknown;
    try {
      result = await handle();
    } catch (error) {
      // A thrown call did not finish (its transaction rolled back) or was refused (400): it is
      // not answered, and a retry with the same key runs it afresh.
      await releaseQuietly(request, held, runId);
      throw error;
    }
    if (result === reply || reply.sent || result === undefined) {
      // Answered by the handler itself: a 429 before anything changed, a 401. Not kept either
      // (nor nothing at all, which Fastify answers as an empty body).
      await releaseQuietly(request, held, runId);
      return result;
    }
    const statusCode = reply.statusCode;
    const answer = JSON.stringify(result);
    try {
      await recordIdempotentAnswer(db, held, runId, {
        statusCode,
        sealedAnswer: vault.seal(answer, boundTo({ scope: held.scope, idempotency_key: held.key })),
      });
    } catch (error) {
      // The call's work is done: its answer still goes out. Only a lost answer brings a retry,
      // and that one waits out the lease.
      request.log.error({ err: error }, 'idempotent answer not recorded');
    }
    return sendAnswer(reply, statusCode, answer);
  }

  async function releaseQuietly(request: FastifyRequest, held: KeyInScope, runId: string) {
    try {
      await releaseIdempotencyKey(db, held, runId);
    } catch (error) {
      request.log.error({ err: error }, 'idempotency key not released');
    }
  }

  app.decorate(
    'answerOnce',
    async (request: FastifyRequest, reply: FastifyReply, handle: () => Promise<unknown>) => {
      const key = idempotencyKeyOf(request);
      if (key === undefined) return handle();
      const scope = await scopeOf(request);
      const held: KeyInScope = { scope, key };
      const fingerprint = requestFingerprint({
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        scope,
        body: request.body,
      });

      const deadline = Date.now() + idempotencyTimings.waitMs;
      let pauseMs: number = idempotencyTimings.firstPollMs;
      for (;;) {
        const runId = randomUUID();
        const now = new Date();
        const claimed = await claimIdempotencyKey(db, {
          ...held,
          fingerprint,
          runId,
          now,
          leaseExpiresAt: later(now, idempotencyTimings.leaseSeconds),
          expiresAt: later(now, idempotencyTimings.keepSeconds),
        });
        if (claimed) return runHolding(request, reply, held, runId, handle);

        // Another request holds or answered the key: look until it answers, gives the key back
        // (then claim it again) or the wait is over.
        for (;;) {
          const at = new Date();
          const row = await readIdempotencyKey(db, held, at);
          if (!row) break;
          if (row.fingerprint !== fingerprint) {
            request.log.info({ code: 'IDEMPOTENCY_KEY_REUSED' }, 'request refused');
            reply.code(422);
            return errorEnvelope(returnCodes.idempotencyKeyReused, idempotencyKeyReusedMessage);
          }
          if (row.status_code !== null)
            return replay(reply, { ...row, status_code: row.status_code });
          const leaseEnd = Date.parse(row.lease_expires_at ?? '');
          if (leaseEnd < at.getTime()) {
            const takerId = randomUUID();
            const leaseExpiresAt = later(at, idempotencyTimings.leaseSeconds);
            if (await takeOverLapsedKey(db, held, takerId, at, leaseExpiresAt)) {
              request.log.warn({ code: 'IDEMPOTENCY_KEY_TAKEN_OVER' }, 'lapsed key taken over');
              return runHolding(request, reply, held, takerId, handle);
            }
          }
          if (Date.now() >= deadline) {
            const seconds = Math.max(1, Math.ceil((leaseEnd - Date.now()) / 1000));
            reply.code(409).header('retry-after', String(seconds));
            return errorEnvelope(returnCodes.requestInProgress, requestInProgressMessage);
          }
          await sleep(pauseMs);
          pauseMs = Math.min(pauseMs * 2, idempotencyTimings.maxPollMs);
        }
        if (Date.now() >= deadline) {
          reply.code(409).header('retry-after', '1');
          return errorEnvelope(returnCodes.requestInProgress, requestInProgressMessage);
        }
      }
    },
  );
}

/** The header's key; undefined when absent; a 400 when malformed or sent twice. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !keyPattern.test(value)) {
    throw new InvalidRequestError(invalidIdempotencyKeyMessage);
  }
  return value;
}

/** The additional data of a row's sealed answer. */
function boundTo(row: Pick<IdempotencyKeyRow, 'scope' | 'idempotency_key'>): string {
  return `${row.scope}\n${row.idempotency_key}`;
}

function later(at: Date, seconds: number): Date {
  return new Date(at.getTime() + seconds * 1000);
}
