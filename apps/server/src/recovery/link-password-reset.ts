import { type LinkStatus, linkStatuses } from '@portal/api/recovery';
import { isPasswordTheUsername } from '@portal/forms/passwords';
import { hashPassword } from '../auth/password-hashing.js';
import { forgetSignInFailures } from '../auth/sign-in-failures.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { revokeMemberSessions } from '../platform/session-queries.js';
import { isRecentPassword } from '../security-settings/password-history.js';
import { replacePasswordHash } from '../security-settings/password-history-queries.js';
import { replaceSecurityAnswers } from '../security-settings/security-answer-queries.js';
import { hashSecurityAnswers, memberQuestionIds } from '../security-settings/security-answers.js';
import { unlockMemberAfterReset } from './recovery-queries.js';
import { retireRecoveryTokens, useRecoveryToken } from './recovery-token-queries.js';
import { type ContactMethodCode, linkStateOf } from './reset-links.js';

export interface LinkPasswordReset {
  token: string;
  method: ContactMethodCode;
  newPassword: string;
  securityQuestions?: ReadonlyArray<{ strQuestionId: string; strAnswer: string }> | undefined;
}

export type LinkPasswordResetOutcome =
  | { kind: 'reset'; member: Member }
  | { kind: 'link'; status: Exclude<LinkStatus, typeof linkStatuses.valid> }
  /** A rule the service checks refused it: field name to catalogue key. */
  | { kind: 'refused'; fieldErrors: Record<string, string> };

/**
 * Saves a new password from a temporary-password link (the profile reset page). In one
 * transaction: uses the link up (a second use finds it expired), replaces the password keeping the
 * old hash in the history, sets the security questions when the member had none, unlocks the
 * account, ends every session of the member, retires their other recovery tokens and writes the
 * audit row.
 *
 * The next sign-in asks a security question (security_check_due) when the member had questions
 * before this reset: a link proves control of an inbox or phone, the answer proves knowledge the
 * member set earlier. When the reset itself sets the questions, asking one back proves nothing,
 * so no check is due. For the same reason a link never replaces questions already set: questions
 * sent along are ignored then.
 */
export async function resetPasswordByLink(
  db: Database,
  reset: LinkPasswordReset,
  now: Date = new Date(),
): Promise<LinkPasswordResetOutcome> {
  const state = await linkStateOf(db, reset.token, reset.method, now);
  if (state.status !== linkStatuses.valid) return { kind: 'link', status: state.status };
  const { member, link } = state;

  const hadQuestions = (await memberQuestionIds(db, member.member_id)).length > 0;
  if (!hadQuestions && !reset.securityQuestions) {
    return { kind: 'refused', fieldErrors: { question1: 'required' } };
  }
  if (isPasswordTheUsername(reset.newPassword, member.user_id)) {
    return { kind: 'refused', fieldErrors: { newPassword: 'passwordIsUsername' } };
  }
  if (await isRecentPassword(db, member, reset.newPassword)) {
    return { kind: 'refused', fieldErrors: { newPassword: 'passwordReused' } };
  }

  // argon2 outside the transaction: tens of milliseconds of CPU should not hold SQLite's lock.
  const passwordHash = await hashPassword(reset.newPassword);
  const answers =
    !hadQuestions && reset.securityQuestions
      ? await hashSecurityAnswers(reset.securityQuestions)
      : null;

  return db.transaction().execute(async (trx): Promise<LinkPasswordResetOutcome> => {
    if (!(await useRecoveryToken(trx, link.token_id, now))) {
      return { kind: 'link', status: linkStatuses.expired };
    }
    await replacePasswordHash(trx, member, passwordHash, now);
    if (answers) await replaceSecurityAnswers(trx, member.member_id, answers, now);
    await unlockMemberAfterReset(trx, member.member_id, { securityCheckDue: hadQuestions });
    const signInWasLocked = await forgetSignInFailures(trx, member.user_id_normalized);
    for (const purpose of ['reset-link', 'locate-account', 'security-check'] as const) {
      await retireRecoveryTokens(trx, member.member_id, purpose, now);
    }
    const sessionsEnded = await revokeMemberSessions(trx, member.member_id, now);
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'recovery.password-reset',
      at: now,
      detail: {
        method: reset.method,
        unlocked: member.locked_at !== null || signInWasLocked,
        questionsSet: answers !== null,
        sessionsEnded,
      },
    });
    return { kind: 'reset', member };
  });
}
