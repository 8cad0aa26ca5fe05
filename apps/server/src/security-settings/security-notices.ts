import { customerCarePhone } from '@portal/forms/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Member } from '../db/database-schema.js';
import type { Messenger } from '../outbox/messenger.js';
import { usableEmailOf } from './contact-methods.js';

/** What changed; each has its own subject so the member sees it in the inbox list. */
export type SecurityChange =
  | 'password-changed'
  | 'password-reset'
  | 'questions-changed'
  | 'two-step-changed';

const subjects: Record<SecurityChange, string> = {
  'password-changed': 'Your password was changed',
  'password-reset': 'Your password was reset',
  'questions-changed': 'Your security questions were changed',
  'two-step-changed': 'Your two-step verification settings were changed',
};

const sentences: Record<SecurityChange, string> = {
  'password-changed': 'The password of your account was changed.',
  'password-reset':
    'The password of your account was reset through a temporary-password link. You have been signed out everywhere.',
  'questions-changed': 'The security questions of your account were changed.',
  'two-step-changed': 'The two-step verification settings of your account were changed.',
};

/** '2026-11-21T14:05:09.123Z' -> '2026-11-21 14:05 UTC' */
const readableInstant = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function securityNoticeText(member: Member, change: SecurityChange, at: Date): string {
  return [
    `Hello ${member.first_name},`,
    '',
    `${sentences[change]} (Username: ${member.user_id}. When: ${readableInstant(at)}.)`,
    '',
    `If you made this change, there is nothing more to do. If you did not, call customer care at ${customerCarePhone()} right away.`,
  ].join('\n');
}

/**
 * Tells the member by email that a security setting changed (issue 7: a change to the password,
 * security questions or two-step settings sends a notice). Sent after the change has committed;
 * a failure to send is logged and does not undo the change, which the member already made.
 * A member with no usable email (none, or only flagged ones) gets none; the audit row stays.
 */
export async function sendSecurityNotice(
  messenger: Messenger,
  log: FastifyBaseLogger,
  member: Member,
  change: SecurityChange,
  at: Date,
): Promise<void> {
  const to = usableEmailOf(member);
  if (!to) return;
  try {
    await messenger.sendEmail({
      memberId: member.member_id,
      to,
      subject: subjects[change],
      text: securityNoticeText(member, change, at),
    });
  } catch (error) {
    log.warn({ err: error, change }, 'security notice could not be sent');
  }
}
