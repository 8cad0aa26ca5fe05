import { randomInt } from 'node:crypto';
import { type SecurityQuestionId, securityQuestions } from '@portal/forms/code-lists';
import { clearFailedSignIns, type SignInSource } from '../auth/sign-in-failures.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { memberById } from '../members/member-queries.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { type IssuedTokens, openSession, type SessionLimits } from '../platform/session-queries.js';
import {
  countRecoveryTokenAttempt,
  type RecoveryToken,
  setRecoveryTokenQuestion,
  useRecoveryToken,
} from '../recovery/recovery-token-queries.js';
import { findRecoveryToken, isLive, issueRecoveryToken } from '../recovery/recovery-tokens.js';
import { clearSecurityCheckDue, lockMember } from './member-security-queries.js';
import { answerHashOf } from './security-answer-queries.js';
import { memberQuestionIds } from './security-answers.js';
import { verifySecurityAnswer } from './security-hashing.js';

/*
 * The security question at sign-in (spec section 4: forward code 1, securityCheck). A sign-in
 * with the right password asks one when the member's security_check_due flag is set (an account
 * recovery sets it; see recovery/link-password-reset.ts) and the member has questions. Members
 * with two-step verification prove themselves with their code instead (sign-in decides that
 * first). Until the answer, there is no session: the pending sign-in is a 'security-check'
 * recovery token held in an HttpOnly cookie.
 */

/** How long a pending sign-in waits for its answer. */
export const securityCheckSeconds = 10 * 60;
/** Answers allowed per pending sign-in; the last wrong one locks the account (secureAccount). */
export const securityAnswerAttempts = 3;

export interface SecurityCheckChallenge {
  token: string;
  expiresAt: Date;
}

export interface AskedQuestion {
  questionId: SecurityQuestionId;
  question: string;
}

/** One of the member's questions at random, another than `besides` when there is another. */
function pickQuestion(
  questionIds: readonly SecurityQuestionId[],
  besides: string | null,
): SecurityQuestionId | undefined {
  const others = questionIds.filter((id) => id !== besides);
  const pool = others.length > 0 ? others : questionIds;
  return pool.length > 0 ? pool[randomInt(pool.length)] : undefined;
}

function asked(questionId: SecurityQuestionId): AskedQuestion {
  return { questionId, question: securityQuestions[questionId] };
}

/**
 * The sign-in hook: when a security check is due, starts the pending sign-in (no session yet) and
 * returns its credential; otherwise null and sign-in goes on. The right password ends the run of
 * failed sign-ins either way.
 */
export async function startSecurityCheckIfDue(
  db: Database,
  member: Member,
  source: SignInSource,
  now: Date,
): Promise<SecurityCheckChallenge | null> {
  if (Number(member.security_check_due) !== 1) return null;
  const questionId = pickQuestion(await memberQuestionIds(db, member.member_id), null);
  if (!questionId) return null;
  return db.transaction().execute(async (trx) => {
    await clearFailedSignIns(trx, source);
    const issued = await issueRecoveryToken(
      trx,
      {
        memberId: member.member_id,
        purpose: 'security-check',
        questionId,
        lifetimeSeconds: securityCheckSeconds,
      },
      now,
    );
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'login.security-check-required',
      at: now,
    });
    return { token: issued.token, expiresAt: issued.expiresAt };
  });
}

async function liveCheck(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<RecoveryToken | undefined> {
  if (!token) return undefined;
  const check = await findRecoveryToken(db, token, 'security-check');
  return check && isLive(check, now) ? check : undefined;
}

/** The question a pending sign-in waits on, or undefined when there is none (ended, unknown). */
export async function pendingQuestion(
  db: Database,
  token: string | undefined,
  now: Date = new Date(),
): Promise<AskedQuestion | undefined> {
  const check = await liveCheck(db, token, now);
  return check?.question_id ? asked(check.question_id as SecurityQuestionId) : undefined;
}

export type SecurityAnswerOutcome =
  | { kind: 'signed-in'; member: Member; tokens: IssuedTokens }
  /** Wrong: the next question to try. */
  | { kind: 'wrong'; next: AskedQuestion }
  /** The last allowed answer was wrong (or the account was locked meanwhile). */
  | { kind: 'locked' }
  /** No pending sign-in: never begun, ended, or used up. */
  | { kind: 'no-check' };

/**
 * Checks an answer of a pending sign-in. The attempt is counted before the answer is verified, in
 * one statement that stops at the bound, so answers sent side by side cannot get more than
 * `securityAnswerAttempts` guesses. Right: the pending sign-in is used up, the check is no longer
 * due, and a session opens. Wrong: another question, or at the bound the account locks.
 */
export async function answerSecurityCheck(
  db: Database,
  token: string | undefined,
  answer: string,
  session: SessionLimits,
  now: Date = new Date(),
): Promise<SecurityAnswerOutcome> {
  const check = await liveCheck(db, token, now);
  if (!check?.question_id) return { kind: 'no-check' };
  const attempt = await countRecoveryTokenAttempt(db, check.token_id, securityAnswerAttempts, now);
  if (attempt === undefined) return { kind: 'no-check' };

  const member = await memberById(db, check.member_id);
  if (!member) return { kind: 'no-check' };
  const answerHash = await answerHashOf(db, member.member_id, check.question_id);
  const right = answerHash !== undefined && (await verifySecurityAnswer(answerHash, answer));
  const memberId = member.member_id;

  if (right && member.locked_at === null) {
    const tokens = await db.transaction().execute(async (trx) => {
      if (!(await useRecoveryToken(trx, check.token_id, now))) return undefined;
      await clearSecurityCheckDue(trx, memberId);
      const issued = await openSession(trx, member, now, session);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.succeeded',
        at: now,
        detail: { via: 'security-question' },
      });
      return issued;
    });
    return tokens ? { kind: 'signed-in', member, tokens } : { kind: 'no-check' };
  }

  if (attempt >= securityAnswerAttempts || member.locked_at !== null) {
    await db.transaction().execute(async (trx) => {
      await useRecoveryToken(trx, check.token_id, now);
      await lockMember(trx, memberId, now);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.security-check-locked-out',
        at: now,
        detail: { attempt },
      });
    });
    return { kind: 'locked' };
  }

  const next =
    pickQuestion(await memberQuestionIds(db, memberId), check.question_id) ??
    (check.question_id as SecurityQuestionId);
  await db.transaction().execute(async (trx) => {
    await setRecoveryTokenQuestion(trx, check.token_id, next);
    await recordAuditEvent(trx, {
      memberId,
      kind: 'login.security-check-failed',
      at: now,
      detail: { attempt },
    });
  });
  return { kind: 'wrong', next: asked(next) };
}
