import { randomUUID } from 'node:crypto';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { preparedQuery } from '../db/prepared-query.js';
import { relaxedDurabilityTransaction } from '../db/relaxed-durability.js';
import { createSessionToken } from './session-tokens.js';

export interface SessionLimits {
  idleSeconds: number;
  absoluteSeconds: number;
  /** Life of one bearer token; refreshes issue new ones until the session ends. */
  tokenSeconds: number;
  /** last_seen_at is written at most once per this many seconds (0: on every call). */
  touchSeconds: number;
}

/** Who is signed in on this request, from a live session row. */
export interface SignedInMember {
  memberId: string;
  sessionId: string;
  /** The edition whose site issued the session. */
  edition: ProductFlag;
  /**
   * The session's envelope keys as stored (session-key-vault.ts): the current one, then the one a
   * refresh replaced while its grace lasts. Empty for a session opened without encryption.
   */
  sessionKeys: string[];
}

/** What a sign-in or a refresh hands out; the token and the credential exist only in the answer. */
export interface IssuedTokens {
  sessionId: string;
  token: string;
  tokenExpiresAt: Date;
  refreshCredential: string;
  /** The session's absolute end: the refresh cookie lives no longer. */
  sessionExpiresAt: Date;
}

/**
 * After a refresh the replaced token keeps working this long, so calls the client sent just
 * before it received the new token do not fail with 401.
 */
export const previousTokenGraceSeconds = 60;

const iso = (at: Date) => at.toISOString();
const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
const earlier = (first: Date, second: Date) => (first < second ? first : second);

/**
 * Opens a session of the member's edition (its token works on that edition's site only) and
 * returns its bearer token and refresh credential. `sessionKey` is the envelope session key the
 * request carried (stored form), when the caller has it at hand: written with the row, it costs
 * no second commit (attachSessionKey otherwise).
 */
export async function openSession(
  db: Database,
  member: Pick<Member, 'member_id' | 'product_line'>,
  now: Date,
  limits: SessionLimits,
  sessionKey: string | null = null,
): Promise<IssuedTokens> {
  const bearer = createSessionToken();
  const refresh = createSessionToken();
  const sessionExpiresAt = later(now, limits.absoluteSeconds);
  const tokenExpiresAt = earlier(later(now, limits.tokenSeconds), sessionExpiresAt);
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      session_id: sessionId,
      token_hash: bearer.tokenHash,
      member_id: member.member_id,
      product_line: member.product_line,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(sessionExpiresAt),
      revoked_at: null,
      token_expires_at: iso(tokenExpiresAt),
      previous_token_hash: null,
      previous_token_expires_at: null,
      refresh_hash: refresh.tokenHash,
      // Or set by attachSessionKey once the route has the key the envelope carried.
      session_key: sessionKey,
      previous_session_key: null,
    })
    .execute();
  return {
    sessionId,
    token: bearer.token,
    tokenExpiresAt,
    refreshCredential: refresh.token,
    sessionExpiresAt,
  };
}

/** The live session of a token hash: the read behind every signed-in call, so compiled once. */
const findLiveSession = preparedQuery(
  (db, values: { tokenHash: string; now: string; idleCutoff: string }) =>
    db
      .selectFrom('sessions')
      .select([
        'session_id',
        'member_id',
        'last_seen_at',
        'product_line',
        'session_key',
        'previous_session_key',
        'previous_token_expires_at',
      ])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('token_hash', '=', values.tokenHash),
            eb('token_expires_at', '>', values.now),
          ]),
          eb.and([
            eb('previous_token_hash', '=', values.tokenHash),
            eb('previous_token_expires_at', '>', values.now),
          ]),
        ]),
      )
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', values.now)
      .where('last_seen_at', '>', values.idleCutoff),
);

/**
 * Finds the live session of a token hash and marks it seen. A session is live when it is not
 * revoked, was seen within the idle limit and is younger than the absolute limit; the token must
 * be its current one, unexpired, or the one a refresh replaced less than a minute ago.
 *
 * last_seen_at is written only when it is more than `touchSeconds` old, so a busy session costs a
 * read per call rather than a durable write. The idle limit stays honest to within touchSeconds
 * (60 s by default, against 900 s): a session may end that much before 15 minutes after its last
 * call, never after.
 */
export async function touchLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
  limits: SessionLimits,
): Promise<SignedInMember | undefined> {
  const nowText = iso(now);
  const [row] = await findLiveSession(db, {
    tokenHash,
    now: nowText,
    idleCutoff: iso(later(now, -limits.idleSeconds)),
  });
  if (!row) return undefined;

  const touchCutoff = iso(later(now, -limits.touchSeconds));
  if (limits.touchSeconds === 0 || row.last_seen_at <= touchCutoff) {
    // Conditional, so concurrent calls write once; a revoke that lands in between still wins for
    // every later call.
    // Bookkeeping: losing this write in a power cut only ends the session up to a minute early,
    // so its commit does not hold up every other request while the disk syncs.
    await relaxedDurabilityTransaction(db, (trx) =>
      trx
        .updateTable('sessions')
        .set({ last_seen_at: nowText })
        .where('session_id', '=', row.session_id)
        .where('last_seen_at', '<', nowText)
        .execute(),
    );
  }
  const sessionKeys = [row.session_key];
  // The replaced key works exactly as long as the replaced token (previousTokenGraceSeconds).
  if (row.previous_token_expires_at && row.previous_token_expires_at > nowText) {
    sessionKeys.push(row.previous_session_key);
  }
  return {
    memberId: row.member_id,
    sessionId: row.session_id,
    edition: row.product_line,
    sessionKeys: sessionKeys.filter((key) => key !== null),
  };
}

/**
 * Gives a session just opened the envelope session key its sign-in carried (stored form). A
 * separate statement, so the three ways into a session (sign-in, second step, security question)
 * need not carry the key through their services.
 */
export async function attachSessionKey(
  db: Database,
  sessionId: string,
  sessionKey: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ session_key: sessionKey })
    .where('session_id', '=', sessionId)
    .where('session_key', 'is', null)
    .execute();
}

/**
 * Replaces a session's bearer token, refresh credential and envelope session key (stored form;
 * null when the refresh came without one, encryption off), in one statement that matches the
 * presented refresh credential: of two refreshes racing with the same cookie only one wins, and an
 * old cookie matches nothing. The replaced token and session key stay valid for
 * previousTokenGraceSeconds (never beyond the token's own expiry). Counts as use of the session.
 */
export async function rotateSessionTokens(
  db: Database,
  sessionId: string,
  presentedRefreshHash: string,
  now: Date,
  limits: SessionLimits,
  sessionKey: string | null,
): Promise<IssuedTokens | undefined> {
  const bearer = createSessionToken();
  const refresh = createSessionToken();
  const wantedTokenEnd = iso(later(now, limits.tokenSeconds));
  const graceEnd = iso(later(now, previousTokenGraceSeconds));
  const row = await db
    .updateTable('sessions')
    .set((eb) => ({
      // On the right of SET, columns read the row as it was before this update.
      previous_token_hash: eb.ref('token_hash'),
      previous_token_expires_at: eb
        .case()
        .when('token_expires_at', '<', graceEnd)
        .then(eb.ref('token_expires_at'))
        .else(graceEnd)
        .end(),
      token_hash: bearer.tokenHash,
      token_expires_at: eb
        .case()
        .when('expires_at', '<', wantedTokenEnd)
        .then(eb.ref('expires_at'))
        .else(wantedTokenEnd)
        .end(),
      refresh_hash: refresh.tokenHash,
      previous_session_key: eb.ref('session_key'),
      session_key: sessionKey,
      last_seen_at: iso(now),
    }))
    .where('session_id', '=', sessionId)
    .where('refresh_hash', '=', presentedRefreshHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .returning(['token_expires_at', 'expires_at'])
    .executeTakeFirst();
  if (!row?.token_expires_at) return undefined;
  return {
    sessionId,
    token: bearer.token,
    tokenExpiresAt: new Date(row.token_expires_at),
    refreshCredential: refresh.token,
    sessionExpiresAt: new Date(row.expires_at),
  };
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    // The session keys die with the session.
    .set({
      revoked_at: iso(now),
      refresh_hash: null,
      session_key: null,
      previous_session_key: null,
    })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends the member's live sessions (their tokens answer 401 and their refresh cookies are refused
 * from then on), except `keepSessionId`: a password changed in the security settings keeps the
 * session it was changed from, a reset ends them all. Pass the transaction of the change.
 */
export async function revokeMemberSessions(
  db: Database,
  memberId: string,
  now: Date,
  keepSessionId: string | null = null,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({
      revoked_at: now.toISOString(),
      refresh_hash: null,
      session_key: null,
      previous_session_key: null,
    })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('session_id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
