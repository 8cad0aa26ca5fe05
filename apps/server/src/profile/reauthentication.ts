import { REAUTHENTICATION_WINDOW_MINUTES } from '@portal/forms/rules';
import { verifyPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import type { Messenger } from '../outbox/messenger.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { mobilePhoneOf, usableEmailOf } from '../security-settings/contact-methods.js';
import { maskEmail, maskPhone } from '../two-step/contact-masking.js';
import {
  generateOneTimeCode,
  hashOneTimeCode,
  oneTimeCodeMatches,
} from '../two-step/one-time-codes.js';
import {
  confirmationCodeEmail,
  confirmationCodeTextMessage,
} from '../two-step/two-step-messages.js';

/*
 * "Confirm it's you" (issue 22): the password or a one-time code, given in this session, lets the
 * member change an email, a phone, an address or the two-step settings for the next
 * REAUTHENTICATION_WINDOW_MINUTES. The window belongs to the session (sessions.reauthenticated_at):
 * another browser, or a stolen token from before, has its own. Sessions keep reading real time (as
 * tokens and codes do, docs/domain.md section 1), so the window protects the member in real time.
 */

const windowMs = REAUTHENTICATION_WINDOW_MINUTES * 60_000;
/** As a sign-in's code: 10 minutes, three tries (two-step/one-time-codes.ts). */
export const REAUTH_CODE_LIFETIME_SECONDS = 600;
const REAUTH_CODE_MAX_ATTEMPTS = 3;

/** Until when the session's confirmation counts; null when it does not (any more). */
export async function reauthenticatedUntil(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions')
    .select('reauthenticated_at')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!row?.reauthenticated_at) return null;
  const until = new Date(Date.parse(row.reauthenticated_at) + windowMs);
  return until > now ? until : null;
}

export async function isReauthenticated(db: Database, sessionId: string, now: Date) {
  return (await reauthenticatedUntil(db, sessionId, now)) !== null;
}

async function confirm(db: Database, member: Member, sessionId: string, how: 'P' | 'C', now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({
        reauthenticated_at: now.toISOString(),
        reauth_code_hash: null,
        reauth_code_method: null,
        reauth_code_expires_at: null,
        reauth_code_attempts: 0,
      })
      .where('session_id', '=', sessionId)
      .execute();
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.reauthenticated',
      at: now,
      detail: { method: how === 'P' ? 'password' : 'code' },
    });
  });
  return new Date(now.getTime() + windowMs);
}

export type ReauthOutcome =
  | { kind: 'confirmed'; until: Date }
  | { kind: 'wrong-password' }
  | { kind: 'code-refused'; status: 'invalid' | 'expired' | 'tooManyAttempts' };

/** The password: right opens the window; wrong is recorded (and counted by the route's limit). */
export async function confirmWithPassword(
  db: Database,
  member: Member,
  sessionId: string,
  password: string,
  now: Date,
): Promise<ReauthOutcome> {
  if (await verifyPassword(member.password_hash, password)) {
    return { kind: 'confirmed', until: await confirm(db, member, sessionId, 'P', now) };
  }
  await recordAuditEvent(db, {
    memberId: member.member_id,
    kind: 'security.reauthentication-refused',
    at: now,
    detail: { method: 'password' },
  });
  return { kind: 'wrong-password' };
}

/**
 * The code sent by sendConfirmationCode: right once within its lifetime opens the window; each
 * try counts, and after three the code is dead (send a new one).
 */
export async function confirmWithCode(
  db: Database,
  member: Member,
  sessionId: string,
  code: string,
  now: Date,
): Promise<ReauthOutcome> {
  const row = await db
    .selectFrom('sessions')
    .select(['reauth_code_hash', 'reauth_code_expires_at', 'reauth_code_attempts'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (!row?.reauth_code_hash || !row.reauth_code_expires_at) {
    return { kind: 'code-refused', status: 'expired' };
  }
  if (row.reauth_code_attempts >= REAUTH_CODE_MAX_ATTEMPTS) {
    return { kind: 'code-refused', status: 'tooManyAttempts' };
  }
  // Count the try first, only against the code read: two tries side by side both count.
  const counted = await db
    .updateTable('sessions')
    .set((eb) => ({ reauth_code_attempts: eb('reauth_code_attempts', '+', 1) }))
    .where('session_id', '=', sessionId)
    .where('reauth_code_hash', '=', row.reauth_code_hash)
    .where('reauth_code_attempts', '<', REAUTH_CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) {
    return { kind: 'code-refused', status: 'tooManyAttempts' };
  }
  if (Date.parse(row.reauth_code_expires_at) <= now.getTime()) {
    return { kind: 'code-refused', status: 'expired' };
  }
  if (!(await oneTimeCodeMatches(row.reauth_code_hash, code))) {
    await recordAuditEvent(db, {
      memberId: member.member_id,
      kind: 'security.reauthentication-refused',
      at: now,
      detail: { method: 'code' },
    });
    return { kind: 'code-refused', status: 'invalid' };
  }
  return { kind: 'confirmed', until: await confirm(db, member, sessionId, 'C', now) };
}

export type SendCodeOutcome =
  | { kind: 'sent'; maskedContact: string; method: 'E' | 'S' }
  | { kind: 'refused'; fieldErrors: Record<string, string> };

/** A new code by email (E, a usable email) or text message (S, the mobile phone) on file. */
export async function sendConfirmationCode(
  db: Database,
  messenger: Messenger,
  member: Member,
  sessionId: string,
  method: 'E' | 'S',
  now: Date,
): Promise<SendCodeOutcome> {
  const destination = method === 'E' ? usableEmailOf(member) : mobilePhoneOf(member);
  if (!destination) {
    return {
      kind: 'refused',
      fieldErrors: { method: method === 'S' ? 'smsNeedsMobilePhone' : 'emailCodesNeedValidEmail' },
    };
  }
  const code = generateOneTimeCode();
  const codeHash = await hashOneTimeCode(code);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({
        reauth_code_hash: codeHash,
        reauth_code_method: method,
        reauth_code_expires_at: new Date(
          now.getTime() + REAUTH_CODE_LIFETIME_SECONDS * 1000,
        ).toISOString(),
        reauth_code_attempts: 0,
      })
      .where('session_id', '=', sessionId)
      .execute();
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.reauthentication-code-sent',
      at: now,
      detail: { method },
    });
  });
  if (method === 'E') {
    const email = confirmationCodeEmail(code, REAUTH_CODE_LIFETIME_SECONDS);
    await messenger.sendEmail({ memberId: member.member_id, to: destination, ...email });
    return { kind: 'sent', method, maskedContact: maskEmail(destination) };
  }
  await messenger.sendTextMessage({
    memberId: member.member_id,
    to: destination.replaceAll(/\D/g, ''),
    text: confirmationCodeTextMessage(code, REAUTH_CODE_LIFETIME_SECONDS),
  });
  return { kind: 'sent', method, maskedContact: maskPhone(destination) };
}
