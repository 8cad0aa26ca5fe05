import type { SecuritySettings } from '@portal/api';
import { isPasswordTheUsername } from '@portal/forms';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-events.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { memberById } from '../recovery/reset-links.js';
import { contactMethodsOf, mobilePhoneOf, usableEmailOf } from './contact-methods.js';
import { revokeMemberSessions } from './member-sessions.js';
import { isRecentPassword, replacePasswordHash } from './password-history.js';
import {
  hashSecurityAnswers,
  memberQuestionIds,
  replaceSecurityAnswers,
} from './security-answers.js';

/** A change the service made, or the rules that refused it (field name to catalogue key). */
export type SettingsChangeOutcome =
  | { kind: 'changed'; member: Member }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  | { kind: 'not-found' };

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');

/** What the security dashboard shows (contact methods in full: the member is signed in). */
export async function readSecuritySettings(
  db: Database,
  signedIn: SignedInMember,
): Promise<SecuritySettings | undefined> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return undefined;
  return {
    strTwoFactorEnabled: yesNo(member.two_factor_enabled === 1),
    str2FAPref: member.two_factor_pref,
    strHasMobilePhone: yesNo(mobilePhoneOf(member) !== null),
    liSecurityQuestionIds: await memberQuestionIds(db, member.member_id),
    liContactMethods: contactMethodsOf(member, { masked: false }),
  };
}

/**
 * Changes the signed-in member's password: the current one must be right, the new one must not be
 * the username or one of the last five. The member's other sessions end (a password change is
 * what a member does when they fear someone else is signed in); this one goes on.
 */
export async function changePassword(
  db: Database,
  signedIn: SignedInMember,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now: Date = new Date(),
): Promise<SettingsChangeOutcome> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return { kind: 'not-found' };
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    await recordAuditEvent(db, {
      memberId: member.member_id,
      kind: 'security.password-change-refused',
      at: now,
      detail: { reason: 'current-password' },
    });
    return { kind: 'refused', fieldErrors: { currentPassword: 'currentPasswordIncorrect' } };
  }
  if (isPasswordTheUsername(newPassword, member.user_id)) {
    return { kind: 'refused', fieldErrors: { newPassword: 'passwordIsUsername' } };
  }
  if (await isRecentPassword(db, member, newPassword)) {
    await recordAuditEvent(db, {
      memberId: member.member_id,
      kind: 'security.password-change-refused',
      at: now,
      detail: { reason: 'reused' },
    });
    return { kind: 'refused', fieldErrors: { newPassword: 'passwordReused' } };
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await replacePasswordHash(trx, member, passwordHash, now);
    const sessionsEnded = await revokeMemberSessions(
      trx,
      member.member_id,
      now,
      signedIn.sessionId,
    );
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.password-changed',
      at: now,
      detail: { otherSessionsEnded: sessionsEnded },
    });
  });
  return { kind: 'changed', member };
}

/** Replaces the signed-in member's security questions, given the current password. */
export async function changeSecurityQuestions(
  db: Database,
  signedIn: SignedInMember,
  {
    currentPassword,
    questions,
  }: {
    currentPassword: string;
    questions: ReadonlyArray<{ strQuestionId: string; strAnswer: string }>;
  },
  now: Date = new Date(),
): Promise<SettingsChangeOutcome> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return { kind: 'not-found' };
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    return { kind: 'refused', fieldErrors: { currentPassword: 'currentPasswordIncorrect' } };
  }
  const answers = await hashSecurityAnswers(questions);
  await db.transaction().execute(async (trx) => {
    await replaceSecurityAnswers(trx, member.member_id, answers, now);
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.questions-changed',
      at: now,
      detail: { questionIds: answers.map((answer) => answer.questionId) },
    });
  });
  return { kind: 'changed', member };
}

/**
 * Turns two-step verification on or off and sets where codes go. Codes by text message need a
 * mobile phone; codes by email need an email that is not flagged invalid.
 */
export async function changeTwoStepSettings(
  db: Database,
  signedIn: SignedInMember,
  { enabled, method }: { enabled: boolean; method: 'E' | 'S' },
  now: Date = new Date(),
): Promise<SettingsChangeOutcome> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return { kind: 'not-found' };
  if (method === 'S' && mobilePhoneOf(member) === null) {
    return { kind: 'refused', fieldErrors: { twoStepMethod: 'smsNeedsMobilePhone' } };
  }
  if (method === 'E' && usableEmailOf(member) === null) {
    return { kind: 'refused', fieldErrors: { twoStepMethod: 'emailCodesNeedValidEmail' } };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ two_factor_enabled: enabled ? 1 : 0, two_factor_pref: method })
      .where('member_id', '=', member.member_id)
      .execute();
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.two-step-changed',
      at: now,
      detail: {
        enabled,
        method,
        wasEnabled: member.two_factor_enabled === 1,
        wasMethod: member.two_factor_pref,
      },
    });
  });
  return { kind: 'changed', member };
}
