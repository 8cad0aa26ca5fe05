import type { FastifyBaseLogger } from 'fastify';
import {
  clearFailedSignIns,
  countFailedSignIn,
  isSignInLocked,
  type LockoutThresholds,
  type SignInSource,
} from '../auth/sign-in-failures.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { existingMemberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { RateLimiter, RateRule } from '../platform/rate-limiter.js';
import { type IssuedTokens, openSession, type SessionLimits } from '../platform/session-queries.js';
import { maskEmail, maskPhone } from './contact-masking.js';
import { twoStepContactsOf } from './member-contacts.js';
import { generateOneTimeCode, hashOneTimeCode, oneTimeCodeMatches } from './one-time-codes.js';
import {
  countCodeTry,
  endPendingSignIn,
  findPendingSignIn,
  keepTwoStepMethod,
  type PendingSignIn,
  replaceCode,
  withdrawCode,
} from './pending-sign-in-queries.js';
import { oneTimeCodeEmail, oneTimeCodeTextMessage } from './two-step-messages.js';

/** Tries of one code: the third wrong one uses it up ('Try sending a new code'). */
export const triesPerCode = 3;
/** Codes one pending sign-in may send, and tries it may make in all; then the member logs in again. */
export const codesPerSignIn = 5;
export const triesPerSignIn = 10;

export interface TwoStepPolicy {
  codeSeconds: number;
  lockout: LockoutThresholds;
  session: SessionLimits;
}

export type ContactMethod = 'E' | 'S';

/**
 * How a pending sign-in is named in a request: the cookie's grant and the member id sent; and the
 * client's address, from which wrong codes count toward the lockout as wrong passwords do.
 */
export interface PendingSignInClaim {
  grant: string | undefined;
  memberId: string;
  address: string;
}

async function openClaim(db: Database, claim: PendingSignInClaim, now: Date) {
  if (!claim.grant) return undefined;
  const pending = await findPendingSignIn(db, claim.grant, now);
  // A member id other than the grant's is a confused or forged call: the grant alone decides.
  if (!pending || pending.member_id !== claim.memberId) return undefined;
  const member = await existingMemberById(db, pending.member_id);
  const source: SignInSource = { userKey: member.user_id_normalized, address: claim.address };
  const locked = member.locked_at !== null || (await isSignInLocked(db, source));
  return { pending, member, source, locked };
}

/** The masked contact methods the verification screen offers (spec section 4). */
export function maskedTwoStepContacts(member: Member) {
  const contacts = twoStepContactsOf(member);
  return {
    strMaskedEmail: contacts.E ? maskEmail(contacts.E) : null,
    strMaskedPhone: contacts.S ? maskPhone(contacts.S) : null,
  };
}

export type SendCodeOutcome =
  | { kind: 'sent'; method: ContactMethod; maskedContact: string }
  | { kind: 'ended' }
  | { kind: 'locked' }
  | { kind: 'no-contact' }
  | { kind: 'too-many'; retryAfterSeconds: number }
  | { kind: 'undelivered' };

/**
 * Sends a new one-time code of a pending sign-in to the member's own contact for the method. The
 * new code replaces the one sent before, so only the latest works.
 */
export async function sendCode(
  deps: {
    db: Database;
    messenger: Messenger;
    limiter: RateLimiter;
    perMemberRule: RateRule;
    log: FastifyBaseLogger;
  },
  claim: PendingSignInClaim,
  method: ContactMethod,
  policy: TwoStepPolicy,
  now: Date = new Date(),
): Promise<SendCodeOutcome> {
  const { db, messenger, limiter, perMemberRule, log } = deps;
  const opened = await openClaim(db, claim, now);
  if (!opened) return { kind: 'ended' };
  const { pending, member } = opened;
  if (opened.locked) {
    await endPendingSignIn(db, pending.sign_in_id, now);
    return { kind: 'locked' };
  }
  const to = twoStepContactsOf(member)[method];
  if (!to) return { kind: 'no-contact' };

  const untilSignInEnds = Math.max(
    1,
    Math.ceil((Date.parse(pending.expires_at) - now.getTime()) / 1000),
  );
  if (pending.codes_sent >= codesPerSignIn) {
    return { kind: 'too-many', retryAfterSeconds: untilSignInEnds };
  }
  // Per member across sign-ins, so signing in again and again cannot flood their inbox or phone.
  const decision = await limiter.hit(perMemberRule, member.member_id, now);
  if (!decision.allowed) return { kind: 'too-many', retryAfterSeconds: decision.retryAfterSeconds };

  const code = generateOneTimeCode();
  const codeHash = await hashOneTimeCode(code);
  const replaced = await db.transaction().execute(async (trx) => {
    const done = await replaceCode(
      trx,
      pending.sign_in_id,
      {
        hash: codeHash,
        method,
        expiresAt: new Date(now.getTime() + policy.codeSeconds * 1000),
      },
      codesPerSignIn,
    );
    if (done) {
      await recordAuditEvent(trx, {
        memberId: member.member_id,
        kind: 'two-step.code-sent',
        at: now,
        detail: { method },
      });
    }
    return done;
  });
  if (!replaced) return { kind: 'too-many', retryAfterSeconds: untilSignInEnds };

  try {
    if (method === 'E') {
      const email = oneTimeCodeEmail(code, policy.codeSeconds);
      await messenger.sendEmail({ memberId: member.member_id, to, ...email });
    } else {
      await messenger.sendTextMessage({
        memberId: member.member_id,
        to: to.replace(/\D/g, ''),
        text: oneTimeCodeTextMessage(code, policy.codeSeconds),
      });
    }
  } catch (error) {
    // The error of a mail relay names hosts, never the code: safe to log.
    log.error({ err: error, channel: method === 'E' ? 'email' : 'sms' }, 'one-time code not sent');
    await withdrawCode(db, pending.sign_in_id, codeHash);
    return { kind: 'undelivered' };
  }
  return { kind: 'sent', method, maskedContact: method === 'E' ? maskEmail(to) : maskPhone(to) };
}

export type CheckCodeOutcome =
  | { kind: 'signed-in'; member: Member; tokens: IssuedTokens }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'ended' }
  | { kind: 'locked' };

/**
 * Checks a code against the current one of a pending sign-in. Expired or used-up codes are refused
 * before they are compared. Each try is counted before the comparison (three per code, ten per
 * sign-in), and each wrong one also counts as a failed sign-in toward the account lockout, so a
 * thief who has the password gets a handful of guesses at a million values. The right code, once,
 * ends the pending sign-in and opens the session.
 */
export async function checkCode(
  db: Database,
  claim: PendingSignInClaim,
  code: string,
  policy: TwoStepPolicy,
  now: Date = new Date(),
): Promise<CheckCodeOutcome> {
  const opened = await openClaim(db, claim, now);
  if (!opened) return { kind: 'ended' };
  const { pending, member, source } = opened;
  const memberId = member.member_id;
  if (opened.locked) {
    await endPendingSignIn(db, pending.sign_in_id, now);
    return { kind: 'locked' };
  }
  if (pending.attempts >= triesPerSignIn) {
    await endPendingSignIn(db, pending.sign_in_id, now);
    return { kind: 'ended' };
  }
  if (pending.code_hash === null) return { kind: 'expired' };
  if (pending.code_attempts >= triesPerCode) return { kind: 'tooManyAttempts' };
  if (pending.code_expires_at === null || pending.code_expires_at <= now.toISOString()) {
    return { kind: 'expired' };
  }

  const tries = await countCodeTry(db, pending, { triesPerCode, triesPerSignIn });
  // Another request used the last try, or a new code replaced this one, in the meantime.
  if (tries === undefined) return { kind: 'tooManyAttempts' };

  if (!(await oneTimeCodeMatches(pending.code_hash, code))) {
    return refuseCode(db, pending, memberId, source, tries, policy, now);
  }
  return acceptCode(db, pending, member, source, policy, now);
}

async function refuseCode(
  db: Database,
  pending: PendingSignIn,
  memberId: string,
  source: SignInSource,
  tries: number,
  policy: TwoStepPolicy,
  now: Date,
): Promise<CheckCodeOutcome> {
  return db.transaction().execute(async (trx) => {
    const counted = await countFailedSignIn(trx, source, now, policy.lockout);
    const { failedFromAddress, failedEverywhere, locked } = counted;
    await recordAuditEvent(trx, {
      memberId,
      kind: 'two-step.code-refused',
      at: now,
      detail: { triesOfCode: tries, failedFromAddress, failedEverywhere },
    });
    if (locked) {
      await endPendingSignIn(trx, pending.sign_in_id, now);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.locked-out',
        at: now,
        detail: { failedFromAddress, failedEverywhere },
      });
      return { kind: 'locked' };
    }
    return tries >= triesPerCode ? { kind: 'tooManyAttempts' } : { kind: 'invalid' };
  });
}

async function acceptCode(
  db: Database,
  pending: PendingSignIn,
  member: Member,
  source: SignInSource,
  policy: TwoStepPolicy,
  now: Date,
): Promise<CheckCodeOutcome> {
  const memberId = member.member_id;
  const codeHash = pending.code_hash ?? '';
  const accepted = await db.transaction().execute(async (trx) => {
    // Only one request can end it with this code: a replayed code finds it ended.
    if (!(await endPendingSignIn(trx, pending.sign_in_id, now, codeHash))) return undefined;
    await clearFailedSignIns(trx, source);
    // A member without a preferred method (promptMFA) keeps the one they just proved.
    if (member.two_factor_pref === null && pending.code_method !== null) {
      await keepTwoStepMethod(trx, memberId, pending.code_method);
    }
    const tokens = await openSession(trx, member, now, policy.session);
    await recordAuditEvent(trx, {
      memberId,
      kind: 'two-step.passed',
      at: now,
      detail: { method: pending.code_method },
    });
    await recordAuditEvent(trx, { memberId, kind: 'login.succeeded', at: now });
    return tokens;
  });
  if (!accepted) return { kind: 'ended' };
  const updated = await existingMemberById(db, memberId);
  return { kind: 'signed-in', member: updated, tokens: accepted };
}
