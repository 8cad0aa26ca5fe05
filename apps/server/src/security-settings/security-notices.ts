import { customerCarePhone } from '@portal/forms/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { browserNameOf } from '../activity/browser-name.js';
import type { Member } from '../db/database-schema.js';
import type { Messenger } from '../outbox/messenger.js';
import { currentRequestOrigin, type RequestOrigin } from '../platform/request-origin.js';
import { usableEmailOf } from './contact-methods.js';

/** What changed; each has its own subject so the member sees it in the inbox list. */
export type SecurityChange =
  | 'password-changed'
  | 'password-reset'
  | 'questions-changed'
  | 'two-step-changed'
  // Issue 22: 'was this you?' for every change of how the member is reached, and new browsers.
  | 'email-changed'
  | 'phone-changed'
  | 'address-changed'
  | 'bank-deleted'
  | 'new-browser-sign-in';

const subjects: Record<SecurityChange, string> = {
  'password-changed': 'Your password was changed',
  'password-reset': 'Your password was reset',
  'questions-changed': 'Your security questions were changed',
  'two-step-changed': 'Your two-step verification settings were changed',
  'email-changed': 'Your email address was changed',
  'phone-changed': 'Your phone number was changed',
  'address-changed': 'Your address was changed',
  'bank-deleted': 'A bank account was deleted',
  'new-browser-sign-in': 'New sign-in to your account',
};

const sentences: Record<SecurityChange, string> = {
  'password-changed': 'The password of your account was changed.',
  'password-reset':
    'The password of your account was reset through a temporary-password link. You have been signed out everywhere.',
  'questions-changed': 'The security questions of your account were changed.',
  'two-step-changed': 'The two-step verification settings of your account were changed.',
  'email-changed': 'The email addresses of your account were changed.',
  'phone-changed': 'The phone numbers of your account were changed.',
  'address-changed': 'The residence or mailing address of your account was changed.',
  'bank-deleted': 'A saved bank account was deleted from your account.',
  'new-browser-sign-in': 'Someone signed in to your account from a browser not used before.',
};

/** '2026-11-21T14:05:09.123Z' -> '2026-11-21 14:05 UTC' */
const readableInstant = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** 'From: Firefox 128 on Linux, address 203.0.113.5.' when the request said where it came from. */
function fromLine(origin: RequestOrigin | undefined): string[] {
  const browser = browserNameOf(origin?.userAgent);
  const address = origin?.clientAddress;
  if (!browser && !address) return [];
  const parts = [browser, address && `address ${address}`].filter(Boolean);
  return [`From: ${parts.join(', ')}.`];
}

/**
 * The notice: what changed, when and from where, and what to do if it was not the member. Never
 * the new value itself (an address, a number): only that it changed.
 */
export function securityNoticeText(
  member: Member,
  change: SecurityChange,
  at: Date,
  origin: RequestOrigin | undefined = currentRequestOrigin(),
): string {
  return [
    `Hello ${member.first_name},`,
    '',
    `${sentences[change]} (Username: ${member.user_id}. When: ${readableInstant(at)}.)`,
    ...fromLine(origin),
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
  /** Also to this address (an email just replaced: its owner hears of the change too). */
  alsoTo?: string | null,
): Promise<void> {
  const to = usableEmailOf(member);
  const recipients = [...new Set([to, alsoTo].filter((address): address is string => !!address))];
  if (recipients.length === 0) return;
  try {
    for (const recipient of recipients) {
      await messenger.sendEmail({
        memberId: member.member_id,
        to: recipient,
        subject: subjects[change],
        text: securityNoticeText(member, change, at),
      });
    }
  } catch (error) {
    log.warn({ err: error, change }, 'security notice could not be sent');
  }
}
