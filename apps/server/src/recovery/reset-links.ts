import { type LinkStatus, linkStatuses } from '@portal/api/recovery';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { memberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import {
  maskEmail,
  maskPhone,
  mobilePhoneOf,
  usableEmailOf,
} from '../security-settings/contact-methods.js';
import type { RecoveryToken } from './recovery-token-queries.js';
import { findRecoveryToken, isLive, issueRecoveryToken } from './recovery-tokens.js';

/** The page a temporary-password link opens (spec sections 2 and 6: unguarded). */
export const profileResetPath = '/profile_reset';

export type ContactMethodCode = 'E' | 'S';

/** Where a link by this method goes: a usable email, or the mobile phone; null when none. */
export function destinationOf(member: Member, method: ContactMethodCode): string | null {
  return method === 'E' ? usableEmailOf(member) : mobilePhoneOf(member);
}

/** The live locate token of a found account, and its member; undefined once out of date. */
export async function locatedMember(
  db: Database,
  locateToken: string,
  now: Date,
): Promise<Member | undefined> {
  const locate = await findRecoveryToken(db, locateToken, 'locate-account');
  if (!locate || !isLive(locate, now)) return undefined;
  return memberById(db, locate.member_id);
}

export function temporaryPasswordLink(
  config: PortalConfig,
  member: Member,
  token: string,
  method: ContactMethodCode,
): string {
  const site = config.editions[member.product_line].publicUrl;
  return `${site}${profileResetPath}/${token}?method=${method}`;
}

export type SendLinkOutcome =
  | { kind: 'sent'; maskedDestination: string; expiresInMinutes: number }
  /** No usable destination of that method (no mobile phone, or only flagged emails). */
  | { kind: 'no-destination' };

/**
 * Issues a temporary-password link for the member (replacing any sent before), records it, and
 * sends it by email or text message. The link works once, for config.recovery.linkSeconds. A
 * failure to hand the message on rejects, so the caller can answer "unavailable".
 */
export async function sendTemporaryPasswordLink(
  db: Database,
  messenger: Messenger,
  config: PortalConfig,
  member: Member,
  method: ContactMethodCode,
  now: Date = new Date(),
): Promise<SendLinkOutcome> {
  const destination = destinationOf(member, method);
  if (!destination) return { kind: 'no-destination' };
  const lifetimeSeconds = config.recovery.linkSeconds;
  const expiresInMinutes = Math.round(lifetimeSeconds / 60);
  const issued = await db.transaction().execute(async (trx) => {
    const link = await issueRecoveryToken(
      trx,
      { memberId: member.member_id, purpose: 'reset-link', method, lifetimeSeconds },
      now,
    );
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'recovery.link-sent',
      at: now,
      detail: { method },
    });
    return link;
  });

  const link = temporaryPasswordLink(config, member, issued.token, method);
  if (method === 'E') {
    await messenger.sendEmail({
      memberId: member.member_id,
      to: destination,
      subject: 'Reset your password',
      text: [
        `Hello ${member.first_name},`,
        '',
        `Use this link to reset the password of your account (username ${member.user_id}). It works once, within ${expiresInMinutes} minutes:`,
        '',
        link,
        '',
        'If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  } else {
    await messenger.sendTextMessage({
      memberId: member.member_id,
      to: destination,
      text: `Benefits portal: reset your password within ${expiresInMinutes} minutes at ${link}`,
    });
  }
  return {
    kind: 'sent',
    maskedDestination: method === 'E' ? maskEmail(destination) : maskPhone(destination),
    expiresInMinutes,
  };
}

export type LinkState =
  | { status: typeof linkStatuses.valid; link: RecoveryToken; member: Member }
  | { status: Exclude<LinkStatus, typeof linkStatuses.valid> };

/**
 * The state of a temporary-password link (spec section 2): valid; expired (out of date, used, or
 * replaced by a newer link: in each case the member needs a new one); or not found (no such
 * token, or a method other than the one it was sent by).
 */
export async function linkStateOf(
  db: Database,
  token: string,
  method: ContactMethodCode,
  now: Date = new Date(),
): Promise<LinkState> {
  const link = await findRecoveryToken(db, token, 'reset-link');
  if (!link || link.method !== method) return { status: linkStatuses.notFound };
  if (!isLive(link, now)) return { status: linkStatuses.expired };
  const member = await memberById(db, link.member_id);
  if (!member) return { status: linkStatuses.notFound };
  return { status: linkStatuses.valid, link, member };
}
