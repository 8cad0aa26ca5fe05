import type { SecuritySettings } from '@portal/api/security-settings';
import { isPasswordTheUsername } from '@portal/forms/passwords';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { memberById } from '../members/member-queries.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { revokeMemberSessions } from '../platform/session-queries.js';
import { contactMethodsOf, mobilePhoneOf, usableEmailOf } from './contact-methods.js';
import {
  holdMemberWhilePasswordIs,
  saveTwoStepPreferenceIfUnchanged,
} from './member-security-queries.js';
import { isRecentPassword } from './password-history.js';
import { replacePasswordHashIfUnchanged } from './password-history-queries.js';
import { replaceSecurityAnswers, storedAnswersOf } from './security-answer-queries.js';
import { hashSecurityAnswers, memberQuestionIds, sameStoredAnswers } from './security-answers.js';
import { hasTwoStepPreference, type TwoStepPreference } from './two-step-preference.js';

/**
 * A change the service made; one that changes nothing (settings saved as they already are); the
 * rules that refused it (field name to catalogue key); or a change that lost to another of the
 * same settings made while it was being checked, which the member should look at before trying
 * again.
 */
export type SettingsChangeOutcome =
  | { kind: 'changed'; member: Member }
  | { kind: 'unchanged' }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  | { kind: 'changed-meanwhile' }
  | { kind: 'not-found' };

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');

/** The answer to a current password that is wrong, or was replaced while the change was checked. */
const currentPasswordIncorrect: SettingsChangeOutcome = {
  kind: 'refused',
  fieldErrors: { currentPassword: 'currentPasswordIncorrect' },
};

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
 *
 * The change applies only against the hash its current password was checked against (issue 14,
 * finding 5): of changes sent side by side exactly one wins, with one history entry, one audit row
 * and one notice, and the others are told their current password is incorrect, which it now is.
 */
export async function changePassword(
  db: Database,
  signedIn: SignedInMember,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now: Date = new Date(),
): Promise<SettingsChangeOutcome> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return { kind: 'not-found' };
  const refuse = async (reason: string, outcome: SettingsChangeOutcome) => {
    await recordAuditEvent(db, {
      memberId: member.member_id,
      kind: 'security.password-change-refused',
      at: now,
      detail: { reason },
    });
    return outcome;
  };
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    return refuse('current-password', currentPasswordIncorrect);
  }
  if (isPasswordTheUsername(newPassword, member.user_id)) {
    return { kind: 'refused', fieldErrors: { newPassword: 'passwordIsUsername' } };
  }
  if (await isRecentPassword(db, member, newPassword)) {
    return refuse('reused', { kind: 'refused', fieldErrors: { newPassword: 'passwordReused' } });
  }
  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await replacePasswordHashIfUnchanged(trx, member, passwordHash, now))) return false;
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
    return true;
  });
  if (!changed) return refuse('changed-meanwhile', currentPasswordIncorrect);
  return { kind: 'changed', member };
}

/**
 * Replaces the signed-in member's security questions, given the current password. Applies only
 * while the answers are those read before the checks, and the password the one checked: of
 * changes sent side by side one wins (issue 14, finding 5).
 */
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
  const answersRead = await storedAnswersOf(db, member.member_id);
  if (!(await verifyPassword(member.password_hash, currentPassword))) {
    return currentPasswordIncorrect;
  }
  const answers = await hashSecurityAnswers(questions);
  return db.transaction().execute(async (trx): Promise<SettingsChangeOutcome> => {
    if (!(await holdMemberWhilePasswordIs(trx, member))) return currentPasswordIncorrect;
    // Read again while holding the member: a change that committed meanwhile shows here.
    if (!sameStoredAnswers(await storedAnswersOf(trx, member.member_id), answersRead)) {
      return { kind: 'changed-meanwhile' };
    }
    await replaceSecurityAnswers(trx, member.member_id, answers, now);
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.questions-changed',
      at: now,
      detail: { questionIds: answers.map((answer) => answer.questionId) },
    });
    return { kind: 'changed', member };
  });
}

/**
 * Turns two-step verification on or off and sets where codes go. Codes by text message need a
 * mobile phone; codes by email need an email that is not flagged invalid. Saving the settings as
 * they are changes nothing (no audit row, no notice). Applies only while the settings are those
 * read: of changes sent side by side one wins (issue 14, finding 5).
 */
export async function changeTwoStepSettings(
  db: Database,
  signedIn: SignedInMember,
  wanted: TwoStepPreference,
  now: Date = new Date(),
): Promise<SettingsChangeOutcome> {
  const member = await memberById(db, signedIn.memberId);
  if (!member) return { kind: 'not-found' };
  if (wanted.method === 'S' && mobilePhoneOf(member) === null) {
    return { kind: 'refused', fieldErrors: { twoStepMethod: 'smsNeedsMobilePhone' } };
  }
  if (wanted.method === 'E' && usableEmailOf(member) === null) {
    return { kind: 'refused', fieldErrors: { twoStepMethod: 'emailCodesNeedValidEmail' } };
  }
  if (hasTwoStepPreference(member, wanted)) return { kind: 'unchanged' };
  return db.transaction().execute(async (trx): Promise<SettingsChangeOutcome> => {
    if (!(await saveTwoStepPreferenceIfUnchanged(trx, member, wanted))) {
      return { kind: 'changed-meanwhile' };
    }
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'security.two-step-changed',
      at: now,
      detail: {
        enabled: wanted.enabled,
        method: wanted.method,
        wasEnabled: member.two_factor_enabled === 1,
        wasMethod: member.two_factor_pref,
      },
    });
    return { kind: 'changed', member };
  });
}
