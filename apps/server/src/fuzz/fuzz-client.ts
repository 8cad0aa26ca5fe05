import { randomUUID } from 'node:crypto';
import {
  importSessionKey,
  isEncryptedBody,
  openAnswer,
  type RequestWrapping,
  type SealedRequest,
  sealRequest,
} from '@portal/api/envelope';
import { servicePublicKey, sessionKeyOf } from '../testing/encrypted-requests.js';
import { testEditionHeader } from '../testing/test-app.js';
import type { FuzzTarget } from './fuzz-targets.js';
import type { FuzzWorld } from './fuzz-world.js';

/** A signed-in member as the client holds them: the token, its session key and the cookies. */
export interface HeldSession {
  token: string;
  cookies: Map<string, string>;
}

/** A visitor's cookie jar, without a session: the account-creation draft's cookie. */
export interface VisitorJar {
  cookies: Map<string, string>;
}

/** How a request's body travels. */
export type Wire =
  /** As the portal's client sends it: sealed when the contract says so, plain otherwise. */
  | { kind: 'client' }
  /** Exactly this text as the HTTP body, whatever the contract says. */
  | { kind: 'raw'; text: string; contentType?: string }
  /** A request sent before, sent again as it was (its answer opens with the same key). */
  | { kind: 'resend'; previous: FuzzAnswer }
  /** Sealed, then changed by `tamper` (the envelope's JSON in, the HTTP body out). */
  | { kind: 'tampered'; tamper: (sealed: { data: string }) => string }
  /** Sealed with another wrapping, time or path than the client would use. */
  | {
      kind: 'sealed-as';
      wrapping?: 'service' | 'session';
      /** From now, when sent: a stale or a future envelope. */
      sentAtOffsetMs?: number;
      urlPath?: string;
    };

export interface FuzzRequest {
  target: FuzzTarget;
  /** The body's JSON text (POST) or query string without '?' (GET). */
  plaintext: string;
  session: HeldSession | VisitorJar | { bogusToken: string } | null;
  wire: Wire;
  /** Headers that replace the client's (a broken Authorization or Cookie header). */
  headers?: Record<string, string>;
  /** Another method than the contract's. */
  method?: 'PUT' | 'DELETE' | 'PATCH' | 'GET' | 'POST';
  /** The Idempotency-Key of an attempt sent again; a new one otherwise. */
  idempotencyKey?: string;
}

export interface FuzzAnswer {
  status: number;
  /** The answer's text, opened when it travelled sealed (or as it travelled if it would not open). */
  body: string;
  /** The text as it travelled. */
  wire: string;
  headers: Record<string, string | string[] | number | undefined>;
  reachedHandler: boolean;
  /** The body sent, to send the same envelope again (the replay). */
  sentWire: string;
  /** The envelope the request travelled in, if it was sealed. */
  sealed?: SealedRequest;
}

const sessionKeys = new Map<string, CryptoKey>();

/**
 * Sends one request as the portal's client would (token, cookies, envelope) or broken in the way
 * the request says, and reads the answer: opened when sealed, plus whether a handler was reached.
 * A token the answer carries replaces the session's, and cookies it sets join the session's jar,
 * as in the browser.
 */
export async function sendFuzzRequest(world: FuzzWorld, request: FuzzRequest): Promise<FuzzAnswer> {
  const { target, session, wire } = request;
  const app = world.testApp.app;
  const token =
    session && 'token' in session
      ? session.token
      : session && 'bogusToken' in session
        ? session.bogusToken
        : undefined;
  const headers: Record<string, string> = { [testEditionHeader]: world.owner.productLine };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (session && 'cookies' in session && session.cookies.size > 0) {
    headers.cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  // As the portal's client: a new key per attempt on a call that takes one.
  if (target.idempotent) headers['idempotency-key'] = request.idempotencyKey ?? randomUUID();
  Object.assign(headers, request.headers);
  const method = request.method ?? target.method;

  if (target.method === 'GET') {
    const reached = world.log.mark();
    const query = wire.kind === 'raw' ? wire.text : request.plaintext;
    const response = await app.inject({
      method,
      url: query === '' ? target.url : `${target.url}?${query}`,
      headers,
    });
    return {
      status: response.statusCode,
      body: response.body,
      wire: response.body,
      headers: response.headers,
      reachedHandler: reached(),
      sentWire: query,
    };
  }

  let payload: string;
  let sealed: SealedRequest | undefined;
  const sealedTarget = { method: 'POST', urlPath: target.url };
  if (wire.kind === 'raw') {
    payload = wire.text;
    if (wire.contentType) headers['content-type'] = wire.contentType;
  } else if (wire.kind === 'resend') {
    payload = wire.previous.sentWire;
    sealed = wire.previous.sealed;
  } else if (!target.encrypted && wire.kind === 'client') {
    payload = request.plaintext;
  } else {
    const sessionKey = token !== undefined ? sessionKeyFor(token) : undefined;
    const useSession =
      wire.kind === 'sealed-as' && wire.wrapping
        ? wire.wrapping === 'session'
        : target.authenticated && !target.opensSession && sessionKey !== undefined;
    const wrapping: RequestWrapping =
      useSession && sessionKey
        ? { scheme: 'session', sessionKey }
        : useSession
          ? // A session scheme without a key of this session: a key the service never saw.
            { scheme: 'session', sessionKey: await importSessionKey(new Uint8Array(32)) }
          : {
              scheme: 'service',
              publicKey: await servicePublicKey(app),
              offerSessionKey: target.opensSession,
            };
    const sealTarget =
      wire.kind === 'sealed-as' && wire.urlPath
        ? { method: 'POST', urlPath: wire.urlPath }
        : sealedTarget;
    sealed = await sealRequest(
      wrapping,
      request.plaintext,
      sealTarget,
      wire.kind === 'sealed-as' && wire.sentAtOffsetMs !== undefined
        ? Date.now() + wire.sentAtOffsetMs
        : undefined,
    );
    payload =
      wire.kind === 'tampered'
        ? wire.tamper(sealed.body as { data: string })
        : JSON.stringify(sealed.body);
  }
  headers['content-type'] ??= 'application/json';

  const reached = world.log.mark();
  const response = await app.inject({ method, url: target.url, headers, payload });
  const answerWire = response.body;
  let body = answerWire;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answerWire);
  } catch {
    parsed = undefined;
  }
  if (sealed && isEncryptedBody(parsed)) {
    body = await openAnswer(sealed, parsed, sealedTarget);
  }
  if (session && 'cookies' in session) await keepWhatTheAnswerCarries(session, response, sealed);
  return {
    status: response.statusCode,
    body,
    wire: answerWire,
    headers: response.headers,
    reachedHandler: reached(),
    sentWire: payload,
    ...(sealed && { sealed }),
  };
}

function sessionKeyFor(token: string): CryptoKey | undefined {
  return sessionKeys.get(token) ?? sessionKeyOf(token)?.key;
}

async function keepWhatTheAnswerCarries(
  session: HeldSession | VisitorJar,
  response: { headers: Record<string, unknown>; cookies: { name: string; value: string }[] },
  sealed: SealedRequest | undefined,
): Promise<void> {
  const issued = /^Bearer (.+)$/.exec(String(response.headers.authorization ?? ''))?.[1];
  if (issued && 'token' in session && issued !== session.token) {
    const offered = sealed?.offeredSessionKey;
    if (offered) sessionKeys.set(issued, await importSessionKey(offered));
    session.token = issued;
  }
  // A cleared cookie (an empty value) leaves the jar, as in the browser.
  for (const cookie of response.cookies) {
    if (cookie.value === '') session.cookies.delete(cookie.name);
    else session.cookies.set(cookie.name, cookie.value);
  }
}
