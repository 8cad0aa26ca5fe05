import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { apiBasePath } from '@portal/api/protocol';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import type { Messenger } from '../outbox/messenger.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { isPlainHttpLocalhost } from '../platform/refresh-cookie.js';
import { requestOriginOf } from '../platform/request-origin.js';
import { sendSecurityNotice } from '../security-settings/security-notices.js';

/*
 * Browsers a member signed in from (issue 22): a long-lived, HttpOnly, SameSite=Strict cookie of
 * 32 random bytes, kept in member_devices as its SHA-256 only. A sign-in from a browser without a
 * valid one (another browser, cleared cookies, another member's cookie) is a new browser: it gets
 * the cookie and the member gets a 'was this you?' notice.
 */
export const deviceCookie = { name: 'portal_device', path: apiBasePath } as const;

/** Browsers keep a cookie at most 400 days (RFC 6265bis); each sign-in renews it. */
const DEVICE_COOKIE_SECONDS = 400 * 86_400;

function cookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: deviceCookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: !isPlainHttpLocalhost(request),
    maxAge: DEVICE_COOKIE_SECONDS,
  };
}

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('hex');

/**
 * After a sign-in opened a session (password, second step or security question): a known browser
 * is seen again; a new one is remembered, recorded and announced to the member by email.
 */
export async function recogniseBrowser(
  db: Database,
  messenger: Messenger,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Member,
): Promise<void> {
  const now = new Date();
  const presented = request.cookies?.[deviceCookie.name];
  if (presented && /^[A-Za-z0-9_-]{43}$/.test(presented)) {
    const seen = await db
      .updateTable('member_devices')
      .set({ last_seen_at: now.toISOString() })
      .where('device_hash', '=', hashOf(presented))
      .where('member_id', '=', member.member_id)
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) > 0) {
      reply.setCookie(deviceCookie.name, presented, cookieOptions(request));
      return;
    }
  }
  await rememberBrowser(db, request, reply, member.member_id, { now, record: true });
  await sendSecurityNotice(messenger, log, member, 'new-browser-sign-in', now);
}

/**
 * Makes this browser a known one of the member's, without a notice: the browser that just created
 * the account (its first sign-in later is not a new browser), and each new one after its notice.
 */
export async function rememberBrowser(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
  {
    now = new Date(),
    record = false,
  }: {
    now?: Date;
    /** Write a login.new-browser audit row (not for the account's own creation: it has one). */
    record?: boolean;
  } = {},
): Promise<void> {
  const credential = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('member_devices')
      .values({
        device_hash: hashOf(credential),
        member_id: memberId,
        user_agent: requestOriginOf(request).userAgent,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
      })
      .execute();
    if (record) await recordAuditEvent(trx, { memberId, kind: 'login.new-browser', at: now });
  });
  reply.setCookie(deviceCookie.name, credential, cookieOptions(request));
}
